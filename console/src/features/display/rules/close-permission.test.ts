// Spec 01 §4 close call: who may close a call from the display.
import { describe, expect, it } from 'vitest';
import { mayCloseCall } from './close-permission.ts';

describe('close call permission (spec 01 §4)', () => {
  const user = (codes: string[], id = 5) => ({
    id,
    is_superuser: false,
    permissions: codes.map((code) => ({ code })),
  });
  const c = (allow: boolean, deny: boolean) => ({
    section: { allow_manual_call_closure: allow },
    system_tree_node: { deny_manual_call_closure: deny },
  });
  it.each([
    ['calllog::close_calls always', user(['calllog::close_calls']), c(false, true), true],
    [
      'visuals::close_calls always (the display’s own permission)',
      user(['visuals::close_calls']),
      c(false, true),
      true,
    ],
    ['node denies manual closure', user([]), c(true, true), false],
    ['section allows, logged in', user([]), c(true, false), true],
    ['section allows, anonymous', null, c(true, false), false],
    ['section forbids', user([]), c(false, false), false],
    ['superuser', { id: 1, is_superuser: true, permissions: [] }, c(false, true), true],
  ])('%s', (_n, u, callLike, allowed) => expect(mayCloseCall(u, callLike)).toBe(allowed));
});
