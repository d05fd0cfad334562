// The rules of a user's call source scope (spec 01 §6 "Roles may restrict access to call source groups"; superusers
// ignore roles), one row each: what the user reads of a system whose groups are 1 {1, 2}, 2 {3} and 3 {4, 5}.
import { describe, expect, it } from 'vitest';
import { callSourceScope, inScope } from './call-source-scope.ts';

const doc = {
  call_source_groups: [
    { id: 1, name: 'Zimmer und Bad', related_callsources: [1, 2], timeout_minutes: 60 },
    { id: 2, name: 'Medaillons', related_callsources: [3], timeout_minutes: 30 },
    { id: 3, name: 'Flur und Technik', related_callsources: [4, 5], timeout_minutes: 240 },
  ],
};
const user = { is_superuser: false };
const role = (...groups: number[]) => ({ call_source_group_ids: groups });
const readable = (scope: ReturnType<typeof callSourceScope>) =>
  scope === null ? 'all' : [...scope].sort((a, b) => a - b);

describe('callSourceScope', () => {
  it.each([
    ['one restricted role: its groups’ call sources', [role(2, 3)], [3, 4, 5]],
    ['several restricted roles: the union', [role(2), role(1)], [1, 2, 3]],
    ['a role without groups restricts nothing, beside a restricted one too', [role(2), role()], 'all'],
    ['no role restricts nothing', [], 'all'],
    ['a group the system lacks gives nothing there', [role(9)], []],
  ])('%s', (_rule, roles, expected) => {
    expect(readable(callSourceScope(user, roles, doc))).toEqual(expected);
  });

  it('a superuser is never restricted, whatever their roles', () => {
    expect(callSourceScope({ is_superuser: true }, [role(2)], doc)).toBeNull();
  });

  it('a call or device counts by its call source; one without any is in no group', () => {
    const scope = callSourceScope(user, [role(2)], doc);
    expect([3, 4, null, undefined].map((id) => inScope(scope, id))).toEqual([true, false, false, false]);
    expect(inScope(null, null)).toBe(true);
  });
});
