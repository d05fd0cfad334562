// One icon per node kind (spec 02 §3 kinds), labelled with the kind's name for assistive technology.
import {
  IconAntenna,
  IconBuilding,
  IconDeviceMobile,
  IconDoor,
  IconLayoutGrid,
  IconPlug,
  IconQuestionMark,
  IconStairs,
  IconTool,
  IconUser,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  building: IconBuilding,
  device: IconDeviceMobile,
  floor: IconStairs,
  group: IconUsersGroup,
  person: IconUser,
  radio: IconAntenna,
  room: IconDoor,
  section: IconLayoutGrid,
  tech: IconTool,
  wired: IconPlug,
};

export function KindIcon({ kind, size = 18 }: { kind: string; size?: number }) {
  const Glyph = ICONS[kind] ?? IconQuestionMark;
  return <Glyph size={size} stroke={1.6} aria-hidden="true" />;
}
