// An active display group override changes the display group the call display uses (spec 02 §3 display group
// overrides, §4 "An active display group override ..."; spec 01 §7 displaygroup.updated: on display, refetch the
// relations), end to end: a display showing Wohnbereich 2's group all day (spec 01 §2 URL wd_schedule/wd_groups,
// schedule 20 all day) shows a call of Wohnbereich 1 only while an override sends section 1 to that group.
// The override is switched off and deleted again (section 1's devices are blocked while it is active).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { CALL_TYPE, cards, closeAll, DEVICE, logIn, trigger } from '../display/support.ts';

/** Demo display groups (twin/src/ward/display-groups.ts): 3 Wohnbereich 1, 4 Wohnbereich 2. */
const GROUP_SECTION_2 = 4;

async function gql(request: APIRequestContext, query: string, variables: Record<string, unknown>) {
  const res = await request.post('/backend/query', {
    data: { query, variables },
    headers: { 'X-CS-System': '01' },
  });
  const body = (await res.json()) as { data?: Record<string, { id: number }>; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

test('a call of the overridden section shows on the override group’s display, and goes when it is switched off', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await logIn(page, 'admin');
  await closeAll(page.request);
  await page.goto(
    `/display?wd_schedule=20&wd_groups=${GROUP_SECTION_2}&we_schedule=20&we_groups=${GROUP_SECTION_2}`,
  );
  // A call of section 2 (room 201) shows; one of section 1 (room 101) does not: group 4 lists only section 2.
  await trigger(page.request, CALL_TYPE.alert, DEVICE.room201);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText('201');
  await trigger(page.request, CALL_TYPE.alert, DEVICE.room101);
  const room101 = cards(page).filter({ hasText: '101' });
  let id = 0;
  try {
    // the call of room 101 is open (the server has it), the display leaves it out
    await expect
      .poll(async () => {
        const r = await page.request.post('/backend/query', {
          data: { query: '{ openCalls { number } }' },
          headers: { 'X-CS-System': '01' },
        });
        return ((await r.json()) as { data: { openCalls: Array<{ number: number }> } }).data.openCalls.map(
          (c) => c.number,
        );
      })
      .toContain(DEVICE.room101);
    await expect(room101).toHaveCount(0);

    const created = await gql(
      page.request,
      'mutation($input: AdminDisplayGroupOverrideInput!) { createDisplayGroupOverride(input: $input) { id } }',
      {
        input: {
          name: 'Wohnbereich 1 zu 2',
          is_enabled: true,
          section_ids: [1],
          display_group_id: GROUP_SECTION_2,
        },
      },
    );
    id = created.createDisplayGroupOverride!.id;
    await expect(room101).toHaveCount(1);
    await expect(cards(page)).toHaveCount(2);
    await page.screenshot({ path: 'test-results/override-display-active.png', fullPage: true });

    await gql(
      page.request,
      'mutation($input: AdminDisplayGroupOverrideInput!) { updateDisplayGroupOverride(input: $input) { id } }',
      { input: { id, is_enabled: false } },
    );
    await expect(room101).toHaveCount(0);
    await expect(cards(page)).toHaveCount(1);
  } finally {
    if (id) {
      await gql(
        page.request,
        'mutation($input: AdminDisplayGroupOverrideInput!) { updateDisplayGroupOverride(input: $input) { id } }',
        { input: { id, is_enabled: false } },
      );
      await gql(page.request, 'mutation($ids: [Int!]!) { deleteDisplayGroupOverride(ids: $ids) { id } }', {
        ids: [id],
      });
    }
    await closeAll(page.request);
  }
});
