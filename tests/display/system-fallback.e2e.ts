// A mistyped or unavailable system on a wall display (spec 01 §4 system context, §8 HTTP 424): the
// display falls back to the first available system and says so; it never ends on /login, and its calls show.
// The backend answers 424 for the HTTP requests and closes the live connection with 4424 for that system.
import { expect, test } from '@playwright/test';
import { CALL_TYPE, DEVICE, cards, closeAll, trigger } from './support.ts';

test.beforeEach(async ({ request }) => {
  await closeAll(request);
});

test('/display?system=7 shows the first system and says that system 7 is not available', async ({
  page,
  request,
}) => {
  await trigger(request, CALL_TYPE.emergency, DEVICE.room103bed1);
  await page.goto('/display?system=7');
  await expect(cards(page).filter({ hasText: 'Zimmer 103 Bett 1' })).toBeVisible({ timeout: 6_000 });
  const notice = page.getByTestId('system-fallback');
  await expect(notice).toContainText('System 7 ist nicht verfügbar');
  await expect(notice).toContainText('Angezeigt wird Haus Lindenhof.');
  await expect(page).toHaveURL(/\/display\?system=7$/);
  // A call opened afterwards shows too: the live connection follows the fallback system.
  await trigger(request, CALL_TYPE.alert, DEVICE.room201);
  await expect(cards(page).filter({ hasText: 'Zimmer 201' })).toBeVisible({ timeout: 6_000 });
  await expect(page.getByTestId('panel-error')).toHaveCount(0, { timeout: 6_000 });
});

test('a stored choice of a system that no longer exists falls back the same way', async ({
  page,
  request,
}) => {
  await trigger(request, CALL_TYPE.alert, DEVICE.room102);
  await page.addInitScript(() => localStorage.setItem('cs.system', '9'));
  await page.goto('/display');
  await expect(cards(page).filter({ hasText: 'Zimmer 102' })).toBeVisible({ timeout: 6_000 });
  await expect(page.getByTestId('system-fallback')).toContainText('System 9 ist nicht verfügbar');
  await expect(page).toHaveURL(/\/display$/);
});
