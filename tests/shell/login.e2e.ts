// End to end, Chromium against the real backend on a fresh data folder.
// Spec 01 §2 (route guard rules, /home), spec 02 §2 (login, set-password), §8 (login errors).
import { expect, test, type Page } from '@playwright/test';

async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Benutzername').fill(username);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  // Spec 02 §2: Enter submits.
  await page.getByLabel('Passwort', { exact: true }).press('Enter');
}

test('fresh start: the seeded admin logs in, lands on the tree (his home), switches language and logs out', async ({
  page,
}) => {
  await page.goto('/');
  // Anonymous visitors of a login-required route go to login (spec 01 §2 route guard rules).
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByText('Version 5.406')).toBeVisible();
  await logIn(page, 'admin', 'admin');

  // spec 01 §2 /home: systemtree use_module (a superuser holds every permission) leads to the tree.
  await expect(page).toHaveURL(/\/tree$/);
  await expect(page.getByRole('heading', { name: 'Übersicht', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(/Übersicht/);

  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  // The chosen locale is remembered across a reload (spec 01 §3 local storage).
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login/);
  // The session is gone on the server too: home sends us back to login.
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('a wrong password shows the German error under the password field', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'admin', 'falsch');
  await expect(page.getByText('Das eingegebene Passwort ist falsch')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, 'niemand', 'egal');
  await expect(page.getByText('Benutzername ist unbekannt')).toBeVisible();
});

test('an anonymous visit to a protected route goes to login and back there after login', async ({ page }) => {
  await page.goto('/auth/set-password');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fauth%2Fset-password/);
  await logIn(page, 'technik', 'technik');
  await expect(page).toHaveURL(/\/auth\/set-password$/);
  await expect(page.getByRole('heading', { name: 'Passwort ändern' })).toBeVisible();
});

test('a temporary password forces a new one before anything else', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, 'neu', 'neu');
  await expect(page).toHaveURL(/\/auth\/set-password$/);
  await expect(page.getByText('Ihr Passwort ist temporär.', { exact: false })).toBeVisible();

  await page.getByLabel('Neues Passwort', { exact: true }).fill('Lindenhof-2026');
  await page.getByLabel('Neues Passwort wiederholen').fill('Lindenhof-2026');
  // Spec 01 §2: Enter in the repeat field submits.
  await page.getByLabel('Neues Passwort wiederholen').press('Enter');
  await expect(page.getByText('Ihr neues Passwort wurde gespeichert.')).toBeVisible();
  // then home, which leads a user with the call log (and no tree) to it (spec 01 §2 /home redirects)
  await expect(page).toHaveURL(/\/log$/);
});
