// Spec 01 §2 call card: title, optional subtitle, source character, handler, configured lines (some bold),
// time since opened, colour bar by call type; urgent calls filled with the call-type colour; a close button on
// hover if permitted. Memoised: a push re-renders only the cards whose call changed.
//
// Urgency reads without colour too, after the alarm priorities of IEC 60601-1-8: an emergency (high)
// has the '!!!' marker and a frame flashing red and white at 2 Hz; an urgent call (medium) '!!' and a yellow
// frame flashing at 0.67 Hz; a normal call (low) is steady. The fill never flashes, so its text keeps its
// computed contrast.
import { CloseButton } from '@mantine/core';
import { memo } from 'react';
import type { Urgency } from '@cs/contracts/vocabulary';
import type { DisplayCall } from '../feed/feed-store.ts';
import { isElevated } from '@cs/rules/display';
import classes from './cards.module.css';
import { useCardTexts } from './card-texts.tsx';
import { inkOn } from './contrast.ts';
import { Elapsed } from './elapsed.tsx';
import { aroundName, shortName } from './handler-name.ts';

export const PRIORITY_MARK = { EMERGENCY: '!!!', URGENT: '!!', NORMAL: '' } as const satisfies Record<
  Urgency,
  string
>;

export const sectionOf = (call: DisplayCall) => call.section_name ?? call.section?.name ?? null;

export const callTitle = (call: DisplayCall) =>
  call.device_text_long ??
  call.system_tree_node?.text_long ??
  call.device_text_short ??
  call.system_tree_node?.text_short ??
  `#${call.number}`;
export const callColor = (call: DisplayCall) => call.call_type?.color ?? '#868e96';

export interface CallCardProps {
  call: DisplayCall;
  showSystem?: boolean;
  canClose?: boolean;
  onOpen?: (call: DisplayCall) => void;
  onClose?: (call: DisplayCall) => void;
}

function CallCardView({ call, showSystem = false, canClose = false, onOpen, onClose }: CallCardProps) {
  const t = useCardTexts();
  const urgency = call.call_type?.urgency ?? 'NORMAL';
  const filled = isElevated(call.call_type);
  const color = callColor(call);
  const subtitle = call.call_type_text ?? call.call_type?.name ?? null;
  const section = sectionOf(call);
  const title = callTitle(call);
  const label = [title, subtitle, urgency !== 'NORMAL' ? t(`display.urgency.${urgency}`) : null]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      className={classes.card}
      data-testid="call-card"
      data-call={`${call.system_id}:${call.id}`}
      data-urgency={urgency}
      data-clickable={!!onOpen}
      style={filled ? { background: color, color: inkOn(color) } : undefined}
      onClick={onOpen ? () => onOpen(call) : undefined}
      role={onOpen ? 'button' : 'article'}
      tabIndex={onOpen ? 0 : undefined}
      onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(call) : undefined}
      aria-label={label}
    >
      <div className={classes.colorBar} style={filled ? undefined : { background: color }} />
      <div className={classes.cardBody}>
        <div className={classes.title} data-part="title">
          {title}
        </div>
        <div className={classes.kind}>
          {urgency !== 'NORMAL' && (
            <span className={classes.priority} aria-hidden>
              {PRIORITY_MARK[urgency]}
            </span>
          )}
          <span className={classes.kindText}>{subtitle}</span>
          {call.call_source?.char && <span className={classes.sourceChar}>{call.call_source.char}</span>}
        </div>
        <div className={classes.lines}>
          {(section || call.position) && (
            <div className={classes.line}>
              {section && <span className={classes.bold}>{section}</span>}
              {section && call.position ? ' · ' : ''}
              {call.position}
            </div>
          )}
          {showSystem && <div className={classes.line}>{call.system_name}</div>}
        </div>
        <div className={classes.meta}>
          <Handler name={call.handled_by_app_username} />
          <Elapsed openedAt={call.opened_at} systemId={call.system_id} />
        </div>
      </div>
      {canClose && onClose && (
        <CloseButton
          className={classes.close}
          size="lg"
          variant="filled"
          aria-label={t('display.close.action')}
          onClick={(e) => {
            e.stopPropagation();
            onClose(call);
          }}
        />
      )}
    </div>
  );
}

/** 'Übernommen von Monique W.': the name never shrinks; the words around it do (an ellipsis) when the card is narrow. */
function Handler({ name }: { name: string | null | undefined }) {
  const t = useCardTexts();
  if (!name) return <span className={classes.handler} />;
  const [before, after] = aroundName((n) => t('display.card.handledBy', { name: n }));
  return (
    <span className={classes.handler} data-testid="handler">
      {/* the spaces are for the text (a screen reader, a copy); the line is laid out with a gap */}
      {before && <span className={classes.handlerWords}>{before}</span>}{' '}
      <span className={classes.handlerName}>{shortName(name)}</span>{' '}
      {after && <span className={classes.handlerWords}>{after}</span>}
    </span>
  );
}

export const CallCard = memo(CallCardView);
