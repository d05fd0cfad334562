// The sync screen's parts (spec 02 §4 send task steps; spec 02 §3 config changelog): the step list follows the
// commit (wiping only for a wipe-and-resend, a failure shown as such), and the changelog groups by kind with the
// administration's value next to the configurator's.
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { createRuntime } from '../../platform/runtime.ts';
import { CONFIG_KINDS, columnsOf } from '@cs/contracts/gets/config-kinds';
import { LOCALES, resources } from '../../platform/i18n/i18n.ts';
import { ChangelogTable } from './changelog-table.tsx';
import { fieldLabelKey } from './field-labels.ts';
import { CommitProgress } from '../../ui/commit-progress.tsx';
import { MemoryRouter } from 'react-router';
import { SyncErrorAlert } from './sync-error.tsx';

const runtimes: Array<ReturnType<typeof createRuntime>> = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

function renderIn(ui: React.ReactNode, locale: 'de' | 'fr' = 'de') {
  const runtime = createRuntime({ locale });
  runtimes.push(runtime);
  return render(
    <AppProviders runtime={runtime} env="test">
      {ui}
    </AppProviders>,
  );
}

const commit = (over: Partial<Parameters<typeof CommitProgress>[0]['commit']> = {}) => ({
  task_id: 1,
  wipe: false,
  step: 'sending',
  progress: 40,
  status: 'running',
  error: null,
  ...over,
});

describe('commit progress', () => {
  it('marks the steps before the current one done and shows the percentage', () => {
    renderIn(<CommitProgress commit={commit()} />);
    const steps = within(screen.getByRole('list', { name: 'Veröffentlichung läuft' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.textContent)).toEqual([
      'Start',
      'Vorbereiten',
      'Senden',
      'Synchronisieren',
      'Prüfen',
      'Abschliessen',
      'Fertig',
    ]);
    expect(screen.getByText('Senden').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('40 %')).toBeInTheDocument();
  });

  it('lists wiping for a wipe-and-resend and says when the commit failed', () => {
    renderIn(
      <CommitProgress commit={commit({ wipe: true, step: 'failed', status: 'failed', error: 'timeout' })} />,
    );
    expect(screen.getByText('Löschen')).toBeInTheDocument();
    expect(screen.getByText('Fehlgeschlagen')).toBeInTheDocument();
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
  });
});

describe('changelog table', () => {
  it('groups by kind, names the record, and shows both sides per field', () => {
    renderIn(
      <ChangelogTable
        entries={[
          {
            id: 'sections:1',
            entity_id: 1,
            entity_kind: 'sections',
            state: 'updated',
            changes: [{ field: 'name', ours: 'Rosen', theirs: 'Wohnbereich 1' }],
            ours: JSON.stringify({ id: 1, name: 'Rosen' }),
            theirs: JSON.stringify({ id: 1, name: 'Wohnbereich 1' }),
            csv: { theirs: 'id,name\r\n1,Wohnbereich 1\r\n' },
          },
          {
            id: 'call_sources:4',
            entity_id: 4,
            entity_kind: 'call_sources',
            state: 'theirs_created',
            changes: [{ field: 'text', ours: null, theirs: 'Bad' }],
            ours: null,
            theirs: JSON.stringify({ id: 4, text: 'Bad' }),
            csv: { theirs: 'id,text\r\n4,Bad\r\n' },
          },
        ]}
      />,
    );
    const sections = screen.getByRole('table', { name: 'Bereiche (1)' });
    expect(within(sections).getByRole('row', { name: /Rosen \(#1\)/ }).textContent).toContain(
      'Wohnbereich 1',
    );
    const sources = screen.getByRole('table', { name: 'Rufquellen (1)' });
    const row = within(sources).getByRole('row', { name: /Bad \(#4\)/ });
    expect(row).toHaveTextContent('Neu im Konfigurator');
    expect(row).toHaveTextContent('(fehlt)');
  });
});

describe('field labels (issue 38: no raw column names in the changelog)', () => {
  const node = {
    id: 'nodes:4',
    entity_id: 4,
    entity_kind: 'nodes',
    state: 'updated',
    changes: [{ field: 'flight_profile_id', ours: '1', theirs: null }],
    ours: JSON.stringify({ id: 4, name: 'Anna Muster' }),
    theirs: JSON.stringify({ id: 4, name: 'Anna Muster' }),
    csv: { theirs: 'id,name\r\n4,Anna Muster\r\n' },
  };

  it.each([
    ['de', 'Anlagenbaum (1)', 'Weglaufprofil'],
    ['fr', 'Arborescence (1)', 'Profil de fugue'],
  ] as const)('%s: a field is named by its label in the administration', (locale, table, label) => {
    renderIn(<ChangelogTable entries={[node]} />, locale);
    const row = within(screen.getByRole('table', { name: table })).getByRole('row', { name: /Anna Muster/ });
    expect(row).toHaveTextContent(label);
    expect(row).not.toHaveTextContent('flight_profile_id');
  });

  it('every column of every kind the configurator holds has a label in de, en, fr and it', () => {
    const get = (obj: unknown, key: string) =>
      key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);
    for (const kind of CONFIG_KINDS)
      for (const column of columnsOf(kind)) {
        const key = fieldLabelKey(kind, column);
        for (const locale of LOCALES)
          expect(get(resources[locale], key ?? '-'), `${locale} ${kind}.${column}`).toEqual(
            expect.any(String),
          );
      }
  });
});

describe('a row the configurator refused (spec 02 §8)', () => {
  const record = {
    entity_label: 'Rufart',
    entity_kind: 'call_types',
    entity_id: 7,
    column: 'led_primary_color',
    reason: 'Der Wert muss zwischen 0 und 7 liegen',
    path: '/admin/calltypes/edit/7',
  };
  it('names the record, the field by its label and the reason, and links to the record’s form', () => {
    renderIn(
      <MemoryRouter>
        <SyncErrorAlert
          message="Der Konfigurator hat Rufart 7 abgelehnt, Feld led_primary_color: …"
          record={record}
        />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Der Konfigurator hat Rufart 7 abgelehnt, Feld «LED-Farbe primär»: Der Wert muss zwischen 0 und 7 liegen',
    );
    expect(within(alert).getByRole('link', { name: 'Rufart 7 öffnen' })).toHaveAttribute(
      'href',
      '/admin/calltypes/edit/7',
    );
  });
  it('any other failure is its message alone', () => {
    renderIn(
      <MemoryRouter>
        <SyncErrorAlert message="Keine Verbindung zum Konfigurator." record={null} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Keine Verbindung zum Konfigurator.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
