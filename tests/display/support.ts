// Helpers for the display's end-to-end tests: the demo REST of the embedded twin (spec 02 §7).
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** Demo devices of system 1 (ward generator, seeded): rooms of Wohnbereich 1 and one of Wohnbereich 2. */
export const DEVICE = {
  room102: 8,
  room101: 23,
  room103bed1: 13,
  bath101: 5,
  room104: 19,
  room105: 25,
  room201: 10,
} as const;
/** Demo call type ids (ARCHITECTURE §8): alert 4, presence 6, emergency 2. */
export const CALL_TYPE = { alert: 4, presence: 6, emergency: 2, bath: 3 } as const;

export async function trigger(
  request: APIRequestContext,
  callTypeId: number,
  deviceId: number,
  close = false,
) {
  const res = await request.post('/backend/demo/call/trigger', {
    data: { call_type_id: callTypeId, section_id: null, device_id: deviceId, close },
    headers: { 'X-CS-System': '01' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

export async function closeAll(request: APIRequestContext) {
  const res = await request.post('/backend/demo/call/close', { data: {}, headers: { 'X-CS-System': '01' } });
  expect(res.ok()).toBe(true);
  await expect
    .poll(async () => {
      const r = await request.post('/backend/query', {
        data: { query: '{ openCalls { id } }' },
        headers: { 'X-CS-System': '01' },
      });
      return ((await r.json()) as { data: { openCalls: unknown[] } }).data.openCalls.length;
    })
    .toBe(0);
}

export async function logIn(page: Page, username: string) {
  await page.goto('/login');
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(username);
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
  await expect(page).not.toHaveURL(/\/login/);
}

export const cards = (page: Page) => page.getByTestId('call-card');
