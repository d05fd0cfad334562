// Pairing a phone by its QR code end to end (issue 38 item 9; spec 02 §3 app client, docs/protocols.md §7): app
// management shows a new client's QR code; the /app client reads it from a photo (where the page may not use the
// camera: an http address in the facility's network) and from the camera, and pairs. The photo is a screenshot of
// the QR code as app management draws it; the camera is Chromium's fake camera playing a QR code of the link app
// management shows (tests/app/fake-camera.ts), in a browser of its own started with it.
import { expect, test, chromium, type Page } from '@playwright/test';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';
import { writeQrVideo } from './fake-camera.ts';

const CREATE = `mutation($i: AdminAppClientInput!) { createAppClient(input: $i) { id pairing_token } }`;

/** Clients this file made: deleted after each test, as the licence counts every app client (spec 01 §6 limits). */
const made: Array<{ page: Page; id: number }> = [];

/** A new client through the API; its form in app management shows its QR code. */
async function newClient(page: Page, name: string): Promise<number> {
  const res = await page.request.post('/backend/query', {
    data: { query: CREATE, variables: { i: { name, server_url: 'http://10.0.0.9' } } },
  });
  const body = (await res.json()) as { data?: { createAppClient: { id: number } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  made.push({ page, id: body.data!.createAppClient.id });
  return body.data!.createAppClient.id;
}

test.afterEach(async () => {
  for (const { page, id } of made.splice(0)) {
    const res = await page.request.post('/backend/query', {
      data: {
        query: 'mutation($ids: [Int!]!) { deleteAppClient(ids: $ids) { id } }',
        variables: { ids: [id] },
      },
    });
    expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
  }
});

async function openClient(page: Page, id: number) {
  await page.goto(`/appmanagement/clients/edit/${id}`);
  const qr = page.getByRole('dialog').getByRole('img', { name: /^QR-Code zum Koppeln/ });
  // a cold page: the app, the admin's code and texts, the record, then the QR encoder's own chunk
  await expect(qr).toBeVisible({ timeout: 15_000 });
  return qr;
}

test('a photo of the QR code app management shows pairs the phone (German, then French)', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'admin');
  const qr = await openClient(page, await newClient(page, 'Telefon Foto'));
  await page.getByRole('dialog').screenshot({ path: 'test-results/app-management-pairing-de.png' });
  const photo = await qr.screenshot();

  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 760 } });
  const phone = await phoneContext.newPage();
  await phone.goto('/app?storagePartition=e2e-photo');
  await expect(phone.getByRole('status').filter({ hasText: 'Verbunden' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Foto des QR-Codes wählen' })).toBeVisible();
  await noSeriousFindings(phone);
  await phone.screenshot({ path: 'test-results/app-pairing-form-de.png' });
  await phone
    .locator('input[type="file"]')
    .setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: photo });
  // paired: the phone asks who logs in
  await expect(phone.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await phoneContext.close();

  // the pairing form in French (the language chosen on this computer)
  const frenchContext = await browser.newContext({ viewport: { width: 390, height: 760 } });
  const french = await frenchContext.newPage();
  await french.addInitScript(() => localStorage.setItem('cs.locale', 'fr'));
  await french.goto('/app?storagePartition=e2e-photo-fr');
  await expect(french.getByRole('button', { name: 'Choisir une photo du code QR' })).toBeVisible();
  await french.getByRole('textbox', { name: /^Code de couplage/ }).fill('K7QM-4XTP');
  await french.getByRole('button', { name: 'Coupler' }).click();
  await expect(french.getByText('Le code compte douze caractères en trois groupes de quatre')).toBeVisible();
  await french.screenshot({ path: 'test-results/app-pairing-form-fr.png' });
  await frenchContext.close();

  // app management in French: a second client's QR code and code in the French texts
  await page.evaluate(() => localStorage.setItem('cs.locale', 'fr'));
  const fresh = await newClient(page, 'Téléphone photo');
  await page.goto(`/appmanagement/clients/edit/${fresh}`);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('img', { name: /^Code QR de couplage/ })).toBeVisible({ timeout: 15_000 });
  await expect(dialog.getByText('Coupler un téléphone')).toBeVisible();
  await dialog.screenshot({ path: 'test-results/app-management-pairing-fr.png' });
});

test('the camera reads the QR code and the phone pairs (Chromium’s fake camera)', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await logIn(page, 'admin');
  const qr = await openClient(page, await newClient(page, 'Telefon Kamera'));
  const link = (await qr.getAttribute('data-qr')) as string;
  const video = path.resolve(test.info().outputPath('qr.y4m'));
  writeQrVideo(link, video);

  const debian = '/usr/bin/chromium';
  const camera = await chromium.launch({
    executablePath: existsSync(debian) ? debian : undefined,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({ baseURL, viewport: { width: 390, height: 760 } });
    await context.grantPermissions(['camera']);
    const phone = await context.newPage();
    // 127.0.0.1 is a secure context: the page may ask for the camera
    await phone.goto('/app?storagePartition=e2e-camera');
    await expect(phone.getByRole('status').filter({ hasText: 'Verbunden' })).toBeVisible();
    await phone.getByRole('button', { name: 'QR-Code mit der Kamera scannen' }).click();
    await expect(phone.getByRole('heading', { name: 'Anmelden' })).toBeVisible({ timeout: 15_000 });
  } finally {
    await camera.close();
  }
  // app management: the client is paired now
  await page.reload();
  await expect(page.getByRole('dialog').getByText('Gekoppelt', { exact: true })).toBeVisible();
});
