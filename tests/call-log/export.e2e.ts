// Exporting the call log in Chromium (spec 02 §3 export with the log's current filters, §4 export job; spec 02 §9
// dd.MM.yyyy HH:mm in the facility's zone): technik filters the log to room 102, exports it as CSV, waits for the
// job to complete, downloads the file as a browser does and parses it with csv-parse: its rows are the table's rows.
// The job list in German and French; axe-core: no critical or serious findings with the menu and the list.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { closeAll, DEVICE, logIn } from '../display/support.ts';
import { noSeriousFindings } from '../a11y/axe-support.ts';

async function press(page: Page, device: number, button: 'alert' | 'presence') {
  const res = await page.request.post('/backend/demo/device/press', {
    data: { device_id: device, button },
    headers: { 'X-CS-System': '01' },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test('export the filtered log as CSV: the downloaded file holds the rows the table shows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await closeAll(page.request);
  for (let i = 0; i < 2; i++) {
    await press(page, DEVICE.room102, 'alert');
    await press(page, DEVICE.room102, 'presence'); // presence during the alert closes it (spec 02 §4)
    await press(page, DEVICE.room102, 'presence'); // the nurse leaves: her presence is logged too
  }
  await closeAll(page.request);

  await logIn(page, 'technik');
  await expect(page).toHaveURL(/\/tree/);
  await page.goto('/log?q=102&range=LAST_24_HOURS');
  const table = page.getByRole('table', { name: 'Protokoll' });
  await expect(table.getByRole('row', { name: /Zimmer 102/ })).not.toHaveCount(0);
  // Other tests may have logged calls of room 102 too: the whole filter is on the first page, whatever its size.
  // calls and presences counted apart (issue 38 item 4), all of them on the page (no '(n angezeigt)')
  const counted = page.getByText(/^\d+ Rufe? · \d+ Anwesenheit(en)?$/);
  await expect(counted).toBeVisible();
  const [calls, presences] = ((await counted.textContent()) ?? '').match(/\d+/g)!.map(Number);
  const total = calls! + presences!;
  expect(calls).toBeGreaterThanOrEqual(2);
  expect(presences).toBeGreaterThanOrEqual(2);
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(total!);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim() ?? '')),
  );

  await page.getByRole('button', { name: 'Exportieren' }).click();
  await page.getByRole('menuitem', { name: 'CSV' }).click();
  const jobs = page.getByRole('table', { name: 'Exporte' });
  const job = jobs.getByRole('row').nth(1);
  await expect(job.getByText('Fertig')).toBeVisible();
  await expect(job.getByText(`${total} Zeilen`)).toBeVisible();
  await expect(job.getByText(/^verfügbar bis \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/call-log-export-de.png', fullPage: true });
  await noSeriousFindings(page, { pointerAway: true });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    job.getByRole('link', { name: 'Herunterladen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rufprotokoll-\d{8}-\d{4}\.csv$/);
  const csv = parse(readFileSync((await download.path())!), {
    delimiter: ';',
    bom: true,
    columns: true,
  }) as Array<Record<string, string>>;
  // The table's columns: Beginn, Ende, Dauer, Rufart, Gerät, Bereich, Bearbeitet von (same order, newest first).
  expect(csv.map((r) => [r.Beginn, r.Ende, r['Gerät'], r.Bereich])).toEqual(
    shown.map((cells) => [cells[0], cells[1], cells[4], cells[5]]),
  );

  // French: the menu and the list translated, times still dd.MM.yyyy HH:mm
  await page.getByRole('combobox', { name: 'Sprache' }).selectOption({ label: 'Français' });
  await expect(page.getByRole('button', { name: 'Exporter' })).toBeVisible();
  await page.getByRole('button', { name: 'Exporter' }).click();
  await expect(page.getByRole('menuitem', { name: 'Rapport PDF' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Rapport PDF' }).click();
  const jobsFr = page.getByRole('table', { name: 'Exports' });
  await expect(jobsFr.getByRole('row')).toHaveCount(3);
  await expect(jobsFr.getByRole('row').nth(1).getByText('Terminé')).toBeVisible();
  await expect(
    jobsFr
      .getByRole('row')
      .nth(1)
      .getByText(/^journal-d-appels-\d{8}-\d{4}\.pdf$/),
  ).toBeVisible();
  await page.screenshot({ path: 'test-results/call-log-export-fr.png', fullPage: true });
  await noSeriousFindings(page, { pointerAway: true });
});
