// Spec 01 §2 presence card: short device text, section name, handler name, short time since opened, colour bar.
import { memo } from 'react';
import type { DisplayCall } from '../feed/feed-store.ts';
import classes from '../display.module.css';
import { callColor } from './call-card.tsx';
import { Elapsed } from './elapsed.tsx';

function PresenceCardView({ call, onOpen }: { call: DisplayCall; onOpen?: (call: DisplayCall) => void }) {
  const text = call.device_text_short ?? call.system_tree_node?.text_short ?? `#${call.number}`;
  return (
    <div
      className={`${classes.card} ${classes.presence}`}
      data-testid="presence-card"
      data-call={`${call.system_id}:${call.id}`}
      data-clickable={!!onOpen}
      role={onOpen ? 'button' : 'article'}
      tabIndex={onOpen ? 0 : undefined}
      aria-label={text}
      onClick={onOpen ? () => onOpen(call) : undefined}
    >
      <div className={classes.colorBar} style={{ background: callColor(call) }} />
      <div className={classes.cardBody}>
        <div className={classes.cardHead}>
          <span className={classes.title}>{text}</span>
          <Elapsed openedAt={call.opened_at} short />
        </div>
        {(call.section_name ?? call.section?.name) && (
          <div className={classes.line}>{call.section_name ?? call.section?.name}</div>
        )}
        {call.handled_by_app_username && (
          <div className={`${classes.line} ${classes.bold}`}>{call.handled_by_app_username}</div>
        )}
      </div>
    </div>
  );
}

export const PresenceCard = memo(PresenceCardView);
