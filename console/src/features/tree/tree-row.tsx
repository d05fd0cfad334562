// One row of the tree: expander, kind icon, name, the effective short text, the device's not-reachable icon and
// battery (spec 02 §8, spec 01 §4), a badge with the open calls on and below the node (spec 02 §3 openCalls) and
// one with the staff presences there (issue 38: a presence is not an open call).
import { Badge, VisuallyHidden } from '@mantine/core';
import type { ItemInstance } from '@headless-tree/core';
import { IconChevronDown, IconChevronRight, IconUser } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceStatus } from '../../ui/device-status.tsx';
import { KindIcon } from './kind-icon.tsx';
import type { TreeEntry } from './tree-model.ts';
import classes from './tree.module.css';

interface Props {
  item: ItemInstance<TreeEntry>;
  style: CSSProperties;
  match: boolean;
  /** opens the node form (a double click on the row) */
  onOpen?: (id: string) => void;
  /** moved on the sort page and not saved yet */
  moved?: boolean;
}

export function TreeRow({ item, style, match, onOpen, moved }: Props) {
  const { t } = useTranslation();
  const node = item.getItemData();
  const level = item.getItemMeta().level;
  const kind = t(`tree.kinds.${node.kind}`, { defaultValue: node.kind });
  const props = item.getProps();
  return (
    <div
      {...props}
      // The name comes from what the row shows (axe label-content-name-mismatch), the kind and the open calls
      // in words for screen readers.
      aria-label={undefined}
      className={classes.row}
      data-selected={item.isSelected() || undefined}
      data-focused={item.isFocused() || undefined}
      data-match={match || undefined}
      data-moved={moved || undefined}
      style={{ ...style, paddingInlineStart: 8 + level * 20 }}
      // The second click of a double click leaves the row as the first one left it: a double click on a room to open
      // its form opened and closed the room on the way (headless-tree's click opens or closes a folder).
      onClick={(e) => e.detail < 2 && props.onClick?.(e)}
      onDoubleClick={onOpen && (() => onOpen(item.getId()))}
    >
      <span className={classes.expander} aria-hidden="true">
        {item.isFolder() &&
          (item.isExpanded() ? <IconChevronDown size={16} /> : <IconChevronRight size={16} />)}
      </span>
      {/* Plain elements with the module's styles, not Mantine's Group and Text: a filter keystroke or a new
          selection renders the forty-odd rows in view again (issue 15: filter key < 100 ms) */}
      <span className={classes.label}>
        <KindIcon kind={node.kind} />
        <p className={classes.name}>{node.name}</p>
        {node.text_short && <span className={classes.short}>{node.text_short}</span>}
        <span className={classes.announce}>
          , {kind}
          {moved && `, ${t('tree.sort.movedMark')}`}
        </span>
      </span>
      <DeviceStatus battery={node.battery} reachable={node.reachable} />
      {node.open_calls > 0 && (
        <Badge color="red" size="sm" circle={node.open_calls < 10}>
          <span aria-hidden="true">{node.open_calls}</span>
          <VisuallyHidden>, {t('tree.openCalls', { count: node.open_calls })}</VisuallyHidden>
        </Badge>
      )}
      {/* staff present (issue 38: not an open call): the display's presence colour and its person icon */}
      {node.presences > 0 && (
        <Badge
          color="green.8"
          variant="light"
          size="sm"
          leftSection={<IconUser size={12} aria-hidden="true" />}
          title={t('tree.presences', { count: node.presences })}
        >
          <span aria-hidden="true">{node.presences}</span>
          <VisuallyHidden>, {t('tree.presences', { count: node.presences })}</VisuallyHidden>
        </Badge>
      )}
    </div>
  );
}
