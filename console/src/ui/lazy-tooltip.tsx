// Mantine's Tooltip, loaded on the first hover of a target: floating-ui stays off the display's
// path (wall screens are rarely hovered; ARCHITECTURE §11 budget). Once the chunk is there it is
// Mantine's Tooltip (hover only, as Mantine's default) pointed at the target with `target`, opened at
// once when the pointer is still on it. The target itself never remounts, so no click is lost.
import {
  cloneElement,
  useRef,
  useState,
  type ComponentType,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';

type TooltipType = ComponentType<{
  label: ReactNode;
  defaultOpened?: boolean;
  target: RefObject<HTMLElement | null>;
}>;
let loaded: TooltipType | null = null;
// An honest cast (issue 34 kept it): Mantine's Tooltip is a polymorphic factory component whose props TypeScript cannot
// narrow to the three this wrapper passes; the module is ours and its default is that component, nothing read from
// outside the program.
const load = () => import('./mantine-tooltip.ts').then((m) => (loaded = m.default as unknown as TooltipType));

type TargetProps = {
  ref?: RefObject<HTMLElement | null>;
  onMouseEnter?: (e: MouseEvent) => void;
  onMouseLeave?: (e: MouseEvent) => void;
};

export function LazyTooltip({ label, children }: { label: ReactNode; children: ReactElement<TargetProps> }) {
  const ref = useRef<HTMLElement | null>(null);
  const [Tooltip, setTooltip] = useState<TooltipType | null>(() => loaded);
  const [hovered, setHovered] = useState(false);
  const target = cloneElement(children, {
    ref,
    onMouseEnter: (e: MouseEvent) => {
      children.props.onMouseEnter?.(e);
      setHovered(true);
      if (!Tooltip) void load().then((t) => setTooltip(() => t));
    },
    onMouseLeave: (e: MouseEvent) => {
      children.props.onMouseLeave?.(e);
      setHovered(false);
    },
  });
  return (
    <>
      {target}
      {Tooltip && <Tooltip label={label} target={ref} defaultOpened={hovered} />}
    </>
  );
}
