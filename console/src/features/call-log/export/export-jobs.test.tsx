// The export job list (spec 02 §4 export job states): a running job shows its progress and can be cancelled, a
// waiting one can be cancelled, a complete one offers its download and until when it is kept (spec 02 §9, in the
// facility's zone), a failed one says why; nothing is offered that its state does not allow.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import type { ExportJobRowFragment } from '../../../generated/graphql.ts';
import { createRuntime } from '../../../platform/runtime.ts';
import { ExportJobs } from './export-jobs.tsx';

const runtimes: Array<ReturnType<typeof createRuntime>> = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

const job = (over: Partial<ExportJobRowFragment>): ExportJobRowFragment => ({
  id: 1,
  source: 'Calls',
  format: 'CSV',
  state: 'Complete',
  rows_done: 0,
  rows_total: 1200,
  error: null,
  file_name: 'rufprotokoll-20250106-0900.csv',
  created_time: '06.01.2025 09:00',
  expires_at: '2025-02-06T08:00:00.000Z',
  download_url: null,
  ...over,
});

const JOBS = [
  job({ id: 4, state: 'Running', rows_done: 300, file_name: 'running.xlsx', format: 'XLSX' }),
  job({ id: 3, state: 'New', file_name: 'waiting.pdf', format: 'PDF' }),
  job({
    id: 2,
    state: 'Complete',
    rows_done: 1200,
    file_name: 'done.csv',
    download_url: '/backend/exports/2/file',
  }),
  job({ id: 1, state: 'Failed', file_name: 'failed.xlsx', error: 'Der Excel-Export ist fehlgeschlagen.' }),
];

async function renderJobs() {
  const runtime = createRuntime({ locale: 'de' });
  runtimes.push(runtime);
  const onCancel = vi.fn();
  render(
    <AppProviders runtime={runtime} env="test">
      <ExportJobs jobs={JOBS} zone="Europe/Zurich" onCancel={onCancel} />
    </AppProviders>,
  );
  const table = await screen.findByRole('table', { name: 'Exporte' });
  const row = (name: string) => within(table).getByText(name).closest('tr')!;
  return { onCancel, row };
}

describe('export job list', () => {
  it('running: progress and cancel', async () => {
    const { onCancel, row } = await renderJobs();
    const running = within(row('running.xlsx'));
    expect(running.getByText('Läuft')).toBeTruthy();
    expect(running.getByText('300 von 1’200 Zeilen')).toBeTruthy();
    expect(
      running
        .getByRole('progressbar', { name: 'Fortschritt von running.xlsx' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    expect(running.queryByRole('link')).toBeNull();
    fireEvent.click(running.getByRole('button', { name: 'Export running.xlsx abbrechen' }));
    expect(onCancel).toHaveBeenCalledWith(4);
  });

  it('waiting: cancel only; complete: download and until when; failed: the reason, nothing to do', async () => {
    const { onCancel, row } = await renderJobs();
    fireEvent.click(within(row('waiting.pdf')).getByRole('button', { name: 'Export waiting.pdf abbrechen' }));
    expect(onCancel).toHaveBeenCalledWith(3);
    const done = within(row('done.csv'));
    expect(done.getByRole('link', { name: 'Herunterladen' }).getAttribute('href')).toBe(
      '/backend/exports/2/file',
    );
    expect(done.getByText('verfügbar bis 06.02.2025 09:00')).toBeTruthy();
    expect(done.getByText('1’200 Zeilen')).toBeTruthy();
    expect(done.queryByRole('button')).toBeNull();
    const failed = within(row('failed.xlsx'));
    expect(failed.getByText('Der Excel-Export ist fehlgeschlagen.')).toBeTruthy();
    expect(failed.queryByRole('button')).toBeNull();
    expect(failed.queryByRole('link')).toBeNull();
  });
});
