// Spec 01 §2, §9 video stream frame: appears 1 s after the videostream message, removed after 5 min or by
// its close button, draggable; the first click after a drag only ends the drag (3 px tap threshold).
// Width 1000 px (615 px when several), min-height 600 px (400 px when several), 16 px gap.
import { CloseButton } from '@mantine/core';
import { useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../display.module.css';

export const DRAG_TAP_THRESHOLD_PX = 3;
export const VIDEO_GAP_PX = 16;

const isVideoFile = (url: string) => /\.(mp4|webm|ogg|m3u8)(\?|$)/i.test(url);

export function VideoFrame({
  url,
  index,
  several,
  onClose,
}: {
  url: string;
  index: number;
  several: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const drag = useRef<{
    startX: number;
    startY: number;
    base: { x: number; y: number };
    moved: boolean;
  } | null>(null);
  const suppressClick = useRef(false);

  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if ((e.target as HTMLElement).closest('button')) return;
    drag.current = { startX: e.clientX, startY: e.clientY, base: offset, moved: false };
    e.currentTarget.setPointerCapture?.(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_TAP_THRESHOLD_PX) return;
    d.moved = true;
    setOffset({ x: d.base.x + dx, y: d.base.y + dy });
  };
  const onPointerUp = () => {
    suppressClick.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const width = several ? 615 : 1000;
  return (
    <div
      className={classes.video}
      data-several={several}
      data-testid="video-frame"
      style={{ transform: `translate(${offset.x - index * (width + VIDEO_GAP_PX)}px, ${offset.y}px)` }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onClickCapture={(e) => {
        // The first click after a drag only ends the drag.
        if (suppressClick.current) {
          suppressClick.current = false;
          e.stopPropagation();
          e.preventDefault();
        }
      }}
    >
      <div className={classes.videoHead}>
        <span>{t('display.video.title')}</span>
        <CloseButton
          variant="transparent"
          c="white"
          aria-label={t('display.video.close')}
          onClick={onClose}
        />
      </div>
      {isVideoFile(url) ? (
        <video className={classes.videoMedia} src={url} autoPlay muted playsInline />
      ) : (
        <img className={classes.videoMedia} src={url} alt={t('display.video.title')} />
      )}
    </div>
  );
}
