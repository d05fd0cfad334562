// Spec 01 §4 system context: from the display, a system switch reloads the page with the system parameter
// removed. Not when the switch was the fallback from an unavailable system: the display stays and
// says which system it shows instead. The main layout remounts its content on a switch, so the system shown
// last is remembered outside the component.
import { useEffect } from 'react';

let shownSystemId: number | null = null;

export function useSystemSwitchReload(systemId: number, fallbackFrom: number | null): void {
  useEffect(() => {
    const before = shownSystemId;
    shownSystemId = systemId;
    if (before === null || before === systemId || before === fallbackFrom) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('system');
    window.location.replace(url.toString());
  }, [systemId, fallbackFrom]);
}
