// Mantine's Tooltip, loaded on the first hover of a target: floating-ui stays off the display's
// path (wall screens are rarely hovered; ARCHITECTURE §11 budget). Once the chunk is there it is
// Mantine's Tooltip (hover only, as Mantine's default), opened at once when the pointer is still on
// the target; targets rendered later get it directly.
import { cloneElement, useState, type ComponentType, type MouseEvent, type ReactElement, type ReactNode } from 'react';

type TooltipType = ComponentType<{ label: ReactNode; defaultOpened?: boolean; children: ReactElement }>;
let loaded: TooltipType | null = null;
const load = () => import('./mantine-tooltip.ts').then((m) => (loaded = m.default as TooltipType));

type TargetProps = { onMouseEnter?: (e: MouseEvent) => void; onMouseLeave?: (e: MouseEvent) => void };

export function LazyTooltip({ label, children }: { label: ReactNode; children: ReactElement<TargetProps> }) {
  const [Tooltip, setTooltip] = useState<TooltipType | null>(() => loaded);
  const [hovered, setHovered] = useState(false);
  if (Tooltip) {
    return (
      <Tooltip label={label} defaultOpened={hovered}>
        {children}
      </Tooltip>
    );
  }
  return cloneElement(children, {
    onMouseEnter: (e: MouseEvent) => {
      children.props.onMouseEnter?.(e);
      setHovered(true);
      void load().then((t) => setTooltip(() => t));
    },
    onMouseLeave: (e: MouseEvent) => {
      children.props.onMouseLeave?.(e);
      setHovered(false);
    },
  });
}
