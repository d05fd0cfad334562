// What docs/protocols.md §7 says of request ids and of the app settings' bounds, held by the schemas its tables are
// generated from (issue 34: the app protocol said as precisely as the Gets').
import { describe, expect, it } from 'vitest';
import { readLine } from '../protocol-line.ts';
import { APP_CLIENT_PROTOCOL, APP_SERVER_PROTOCOL, requestIdOf } from './protocol.ts';
import { appSettings } from './settings.ts';

describe('request ids (§7 Request ids)', () => {
  it('every phone frame may carry one; Refused echoes it; a frame without one stays valid', () => {
    const action = { type: 'Action', call_id: 'c', action: 'Accepted' };
    expect(readLine(JSON.stringify({ ...action, request_id: 17 }), APP_CLIENT_PROTOCOL)).toMatchObject({
      kind: 'message',
      message: { request_id: 17 },
    });
    expect(readLine(JSON.stringify(action), APP_CLIENT_PROTOCOL).kind).toBe('message');
    expect(readLine('{"type":"Logout","request_id":0}', APP_CLIENT_PROTOCOL).kind).toBe('invalid');
    expect(
      readLine('{"type":"Refused","key":"call_closed","refused":1,"request_id":17}', APP_SERVER_PROTOCOL),
    ).toMatchObject({ kind: 'message', message: { request_id: 17 } });
  });

  it("an invalid frame's id is read when the frame is an object with a valid one", () => {
    expect(requestIdOf('{"type":"Action","action":"Sing","request_id":22}')).toBe(22);
    expect(requestIdOf('{"type":"Nope","request_id":3}')).toBe(3);
    expect(requestIdOf('{"type":"Action","request_id":"22"}')).toBeUndefined();
    expect(requestIdOf('{"type":"Action","request_id":2147483648}')).toBeUndefined();
    expect(requestIdOf('[{"request_id":1}]')).toBeUndefined();
    expect(requestIdOf('not json')).toBeUndefined();
  });
});

describe('app settings (spec 02 §3, §9; decisions/app-management.md ranges)', () => {
  const defaults = {
    display_names_enabled: true,
    hide_presences: false,
    logout_disabled: false,
    logout_on_charge: false,
    sos_send_to_all_users: true,
    subscriptions_confirmation_required: false,
    subscriptions_enabled: false,
    subscriptions_user_defined: false,
    team_view_enabled: true,
    timeouts_escalation: 60,
    timeouts_release: 600,
    timeouts_relevant_alerts: 24,
    timeouts_relevant_calls: 12,
    timeouts_resend: 30,
  };
  it.each([
    ['timeouts_escalation', 5, 3_600],
    ['timeouts_resend', 5, 3_600],
    ['timeouts_release', 30, 86_400],
  ])('%s takes %i to %i seconds', (field, min, max) => {
    const ok = (value: number) => appSettings.safeParse({ ...defaults, [field]: value }).success;
    expect([ok(min - 1), ok(min), ok(max), ok(max + 1)]).toEqual([false, true, true, false]);
  });
});
