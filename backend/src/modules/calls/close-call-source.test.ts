// Close-call rule bypass (spec 01 §4 close call, spec 02 §4 call closing rule): without
// calllog::close_calls the section decides, and it is the section of the call as the call system reports
// it. A sectionID sent by the client (that names a section allowing manual closure) changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, login, startTestServer } from '../../test-support/test-server.ts';
import type { TestServer } from '../../test-support/test-server.ts';
import { waitFor } from '../../test-support/wait-for.ts';

let server: TestServer;
let admin: string;
let technik: string; // no calllog::close_calls, no visuals::close_calls
beforeAll(async () => {
  server = await startTestServer({ twin: true });
  await waitFor(() => server.services.calls.system(1)?.status === 'online', 'system 1 online');
  admin = (await login(server, 'admin', 'admin')).cookie!;
  technik = (await login(server, 'technik', 'technik')).cookie!;
});
afterAll(() => server.close());

const END_CALLS =
  'mutation($id: Int!, $section: Int) { sendDeviceAction(action: EndCalls, deviceID: $id, sectionID: $section) { success } }';
const UPDATE_SECTION =
  'mutation($input: AdminSectionInput!) { updateSection(input: $input) { id allow_manual_call_closure } }';
const DEVICE = 23;

const openCallOf = (device: number) =>
  server.services.calls
    .system(1)!
    .openCalls()
    .find((c) => c.number === device);

async function allowManualClosure(sectionId: number, allow: boolean) {
  const input = { id: sectionId, allow_manual_call_closure: allow };
  const res = await gql(server, UPDATE_SECTION, { input }, { cookie: admin });
  expect(res.body.errors).toBeUndefined();
}

describe('the close-call rule judges the call system’s section, not the client’s', () => {
  let callSection: number;
  let otherSection: number;
  beforeAll(async () => {
    server.services.demo!.press(1, DEVICE, 'alert');
    const call = await waitFor(() => openCallOf(DEVICE), `call on device ${DEVICE}`);
    callSection = call.section_id!;
    otherSection = server.services.systems.get(1)!.sections.find((s) => s.id !== callSection)!.id;
    server.services.systems.get(1)!.nodes.find((n) => n.id === DEVICE)!.deny_manual_call_closure = false;
  });

  it('refuses a close when the call’s section forbids it, whatever section the client names', async () => {
    await allowManualClosure(callSection, false);
    await allowManualClosure(otherSection, true);
    const res = await gql(server, END_CALLS, { id: DEVICE, section: otherSection }, { cookie: technik });
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: 'MISSING_PERMISSION',
      reason: 'section_forbids_manual_closure',
    });
    // Refused before anything was sent to the call system: the call is still open.
    expect(openCallOf(DEVICE)).toBeDefined();
    const [row] = server.services.audit.list(1);
    expect(row).toMatchObject({
      action: 'sendDeviceAction',
      entity: 'device',
      entity_id: String(DEVICE),
      user_name: 'technik',
      outcome: 'denied',
    });
    expect(JSON.parse(row!.changes)).toMatchObject({ reason: 'section_forbids_manual_closure' });
  });

  it('allows it when the call’s section allows it, even if the client names a forbidding section', async () => {
    await allowManualClosure(callSection, true);
    await allowManualClosure(otherSection, false);
    const res = await gql(server, END_CALLS, { id: DEVICE, section: otherSection }, { cookie: technik });
    expect(res.body.data?.sendDeviceAction).toEqual({ success: true });
    await waitFor(() => !openCallOf(DEVICE), 'call closed by the call system');
  });
});
