// Spec 01 §2 presence card: short device text, section name, handler name, short time since opened, colour
// bar; the system's name too when the display shows several systems.
import { memo } from 'react';
import type { DisplayCall } from '../feed/feed-store.ts';
import { shortName } from './handler-name.ts';
import classes from './cards.module.css';
import { callColor, sectionOf } from './call-card.tsx';
import { Elapsed } from './elapsed.tsx';

export interface PresenceCardProps {
  call: DisplayCall;
  showSystem?: boolean;
  onOpen?: (call: DisplayCall) => void;
}

function PresenceCardView({ call, showSystem = false, onOpen }: PresenceCardProps) {
  const text = call.device_text_short ?? call.system_tree_node?.text_short ?? `#${call.number}`;
  const section = sectionOf(call);
  return (
    <div
      className={`${classes.card} ${classes.presence}`}
      data-testid="presence-card"
      data-call={`${call.system_id}:${call.id}`}
      data-clickable={!!onOpen}
      role={onOpen ? 'button' : 'article'}
      tabIndex={onOpen ? 0 : undefined}
      aria-label={[text, section, showSystem ? call.system_name : null].filter(Boolean).join(', ')}
      onClick={onOpen ? () => onOpen(call) : undefined}
      onKeyDown={onOpen ? (e) => e.key === 'Enter' && onOpen(call) : undefined}
    >
      <div className={classes.colorBar} style={{ background: callColor(call) }} />
      <div className={classes.cardBody}>
        <div className={classes.cardHead}>
          <span className={classes.title}>{text}</span>
          <Elapsed openedAt={call.opened_at} systemId={call.system_id} short />
        </div>
        {section && <div className={classes.line}>{section}</div>}
        {showSystem && <div className={classes.line}>{call.system_name}</div>}
        {call.handled_by_app_username && (
          <div className={`${classes.line} ${classes.bold}`}>{shortName(call.handled_by_app_username)}</div>
        )}
      </div>
    </div>
  );
}

export const PresenceCard = memo(PresenceCardView);
