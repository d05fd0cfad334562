// Screenshots for the guides in docs/ (administrators, trainers): run against a console started with the demo
// (`npm start`), e.g. `node scripts/docs-screenshots.mjs http://localhost:8080`. Writes docs/images/*.png.
import { chromium } from 'playwright';
import { existsSync } from 'node:fs';

const base = process.argv[2] ?? 'http://localhost:8080';
const chromiumPath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--headless', '--no-sandbox'] });
const shot = (page, name) => page.screenshot({ path: `docs/images/${name}.png` });

async function session(locale) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 760 },
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
  });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.locator('input[name="username"]').fill('admin');
  await page.locator('input[name="password"]').fill('admin');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/home/);
  if (locale === 'en')
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'English' });
  return page;
}

const de = await session('de');
await de.goto(`${base}/admin/sections`);
await de.getByRole('table').waitFor();
await shot(de, 'admin-list-de');
await de.getByRole('link', { name: 'Wohnbereich 1' }).click();
const form = de.getByRole('dialog');
await form.waitFor();
await shot(de, 'admin-form-de');
await form.getByLabel(/^Name/).fill('Wohnbereich Nord');
await de.keyboard.press('Escape');
await de.keyboard.press('Escape');
await de.getByRole('button', { name: 'Weiter bearbeiten' }).waitFor();
await shot(de, 'admin-unsaved-de');

const en = await session('en');
await en.goto(`${base}/admin/displaynotes`);
await en.getByRole('table').waitFor();
await shot(en, 'admin-list-en');
await en.goto(`${base}/demo`);
await en.getByRole('tab').first().waitFor();
await en.waitForTimeout(1000);
await shot(en, 'demo-en');
const tabs = en.getByRole('tab');
await tabs.nth((await tabs.count()) - 1).click();
await en.waitForTimeout(1000);
await shot(en, 'trainer-scenarios-en');
await browser.close();
