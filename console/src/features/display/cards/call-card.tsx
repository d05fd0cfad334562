// Spec 01 §2 call card: title, optional subtitle, source character, handler, configured lines (some
// bold), time since opened, colour bar by call type; urgent calls filled with the call-type colour; a
// close button on hover if permitted. Memoised: a push re-renders only the cards whose call changed.
import { CloseButton } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DisplayCall } from '../feed/feed-store.ts';
import { isElevated } from '@cs/rules/display';
import classes from '../display.module.css';
import { Elapsed } from './elapsed.tsx';

export interface CardLine {
  text: string;
  bold?: boolean;
}

/** The lines under the title: section (bold), position, and the system when several are shown. */
export function cardLines(call: DisplayCall, showSystem: boolean): CardLine[] {
  const lines: CardLine[] = [];
  if (call.section_name ?? call.section?.name)
    lines.push({ text: (call.section_name ?? call.section?.name) as string, bold: true });
  if (call.position) lines.push({ text: call.position });
  if (showSystem) lines.push({ text: call.system_name });
  return lines;
}

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
  const { t } = useTranslation();
  const urgent = isElevated(call.call_type);
  const color = callColor(call);
  const subtitle = call.call_type_text ?? call.call_type?.name ?? null;
  return (
    <div
      className={classes.card}
      data-testid="call-card"
      data-call={`${call.system_id}:${call.id}`}
      data-urgency={call.call_type?.urgency ?? 'NORMAL'}
      data-urgent={urgent}
      data-emergency={call.call_type?.urgency === 'EMERGENCY'}
      data-clickable={!!onOpen}
      style={urgent ? { background: color } : undefined}
      onClick={onOpen ? () => onOpen(call) : undefined}
      role={onOpen ? 'button' : 'article'}
      tabIndex={onOpen ? 0 : undefined}
      onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(call) : undefined}
      aria-label={`${callTitle(call)}${subtitle ? `, ${subtitle}` : ''}`}
    >
      <div className={classes.colorBar} style={{ background: urgent ? 'rgba(0,0,0,0.25)' : color }} />
      <div className={classes.cardBody}>
        <div className={classes.cardHead}>
          <span className={classes.title}>{callTitle(call)}</span>
          {call.call_source?.char && <span className={classes.sourceChar}>{call.call_source.char}</span>}
        </div>
        {subtitle && <div className={classes.subtitle}>{subtitle}</div>}
        {cardLines(call, showSystem).map((line, i) => (
          <div key={i} className={`${classes.line} ${line.bold ? classes.bold : ''}`}>
            {line.text}
          </div>
        ))}
        <div className={classes.meta}>
          <span>
            {call.handled_by_app_username
              ? t('display.card.handledBy', { name: call.handled_by_app_username })
              : ''}
          </span>
          <Elapsed openedAt={call.opened_at} />
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

export const CallCard = memo(CallCardView);
