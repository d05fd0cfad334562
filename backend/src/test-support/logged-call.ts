// A call as the call log holds it once it ended (spec 02 §3 call log): the newest row of a device in system 1,
// waited for, and its detail with the action timeline as the call detail reads it (callLogCall).
import { gql, type TestServer } from './test-server.ts';
import { waitFor } from './wait-for.ts';

const DETAIL = `query($id: Int!) { callLogCall(id: $id) {
  call { handled_by_app_username } timeline { kind user_name offset } } }`;

export interface LoggedCallDetail {
  call: { handled_by_app_username: string | null };
  timeline: Array<{ kind: string; user_name: string | null; offset: number }>;
}

/** The newest logged call (or presence) of the device in system 1, once it is there. */
export const loggedCallOn = (
  server: TestServer,
  device: number,
  { presence = false, what = `logged call on ${device}`, timeoutMs = 5_000 } = {},
) =>
  waitFor(
    () =>
      server.services.callLogQuery
        .page({ systemId: 1, from: null, to: null }, 'opened_at', 'DESC', 5, null)
        .rows.find((r) => r.device_number === device && r.is_presence === presence),
    what,
    timeoutMs,
  );

/** The logged call's detail: who handled it and its timeline. */
export async function loggedCallDetail(
  server: TestServer,
  cookie: string,
  id: number,
): Promise<LoggedCallDetail> {
  return (await gql(server, DETAIL, { id }, { cookie })).body.data?.callLogCall as LoggedCallDetail;
}
