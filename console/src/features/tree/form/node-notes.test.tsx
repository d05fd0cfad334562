// The node's notes in its form (spec 02 §3 "Note (on a device): text, author, created_at. Presets: battery
// replaced, defective, elevator lockdown, in repair, lost, replaced"): a preset is added with one press, a free text
// with its button; the list shows the newest first with dd.MM.yyyy HH:mm in the facility's zone (spec 01 §9) and
// the author; a blank text gets the server's catalogue message under the field (spec 02 §5); who may not add
// notes sees them only; the details panel shows the latest note (spec 02 §3 relations: latest_note).
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-app.tsx';

const notes = () => screen.findByTestId('node-notes', {}, { timeout: 10_000 });

describe('notes on a node', () => {
  it(
    'adds a preset and a free text; newest first with time and author; blank is refused',
    { timeout: 30_000 },
    async () => {
      const { user, backend } = renderScreen('/tree/edit/4', { sessionUser: 'admin' });
      const section = await notes();
      expect(await within(section).findByText('Noch keine Notizen.')).toBeInTheDocument();
      const presets = within(section).getByRole('group', { name: 'Vorlagen' });
      expect(
        within(presets)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Batterie ersetzt', 'Defekt', 'Liftsperre', 'In Reparatur', 'Verloren', 'Ersetzt']);
      await user.click(within(presets).getByRole('button', { name: 'Liftsperre' }));
      const list = await within(section).findByRole('list', { name: 'Notizen, neueste zuerst' });
      expect(await within(list).findByText('Liftsperre')).toBeInTheDocument();
      expect(within(list).getByText('06.01.2025 09:30, admin')).toBeInTheDocument();
      expect(backend.tree.state.notes.get(4)?.[0]).toMatchObject({ preset: 'ELEVATOR_LOCKDOWN' });

      await user.click(within(section).getByRole('button', { name: 'Notiz hinzufügen' }));
      expect(await within(section).findByText('Dieses Feld ist erforderlich.')).toBeInTheDocument();
      expect(backend.tree.state.notes.get(4)).toHaveLength(1);

      await user.type(within(section).getByRole('textbox', { name: 'Eigene Notiz' }), 'Akku geladen');
      expect(within(section).queryByText('Dieses Feld ist erforderlich.')).not.toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Notiz hinzufügen' }));
      await waitFor(() =>
        expect(
          within(list)
            .getAllByRole('listitem')
            .map((i) => i.textContent),
        ).toEqual(['Akku geladen 06.01.2025 09:30, admin', 'Liftsperre 06.01.2025 09:30, admin']),
      );
      expect(within(section).getByRole('textbox', { name: 'Eigene Notiz' })).toHaveValue('');
      // the note log is not the node's data: the form's own fields are untouched and it stays open
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeEnabled();
    },
  );

  it(
    'from the keyboard: a focused preset with Enter, a text with Enter (the node is not saved)',
    { timeout: 30_000 },
    async () => {
      const { user, backend } = renderScreen('/tree/edit/4', { sessionUser: 'admin' });
      const section = await notes();
      // the section renders before its notes query answers; the presets come with the answer
      (await within(section).findByRole('button', { name: 'Defekt' })).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(backend.tree.state.notes.get(4)?.[0]?.preset).toBe('DEFECTIVE'));
      await user.click(within(section).getByRole('textbox', { name: 'Eigene Notiz' }));
      await user.keyboard('Gurt ersetzt{Enter}');
      await waitFor(() => expect(backend.tree.state.notes.get(4)?.[0]?.text).toBe('Gurt ersetzt'));
      expect(await within(section).findByText('Gurt ersetzt')).toBeInTheDocument();
      expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Element bearbeiten' })).toBeInTheDocument();
    },
  );

  it('who may not add notes to the node sees them without the presets', { timeout: 30_000 }, async () => {
    const { backend } = renderScreen('/tree/edit/3', { sessionUser: 'admin' });
    backend.tree.state.notes.set(3, [
      {
        id: 1,
        preset: null,
        text: 'Fenster klemmt',
        user_name: 'technik',
        created_at: '2025-03-31T22:15:00.000Z',
      },
    ]);
    const section = await notes();
    // 01.04.2025 00:15 in Zurich (summer time), the day after in UTC terms
    expect(await within(section).findByText('01.04.2025 00:15, technik')).toBeInTheDocument();
    expect(within(section).queryByRole('group', { name: 'Vorlagen' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Notiz hinzufügen' })).not.toBeInTheDocument();
  });

  it('the details panel shows the latest note', { timeout: 30_000 }, async () => {
    const { backend } = renderScreen('/tree?node=23', { sessionUser: 'admin' });
    backend.tree.state.notes.set(23, [
      {
        id: 2,
        preset: 'BATTERY_REPLACED',
        text: 'Batterie ersetzt',
        user_name: 'technik',
        created_at: '2025-01-06T08:30:00.000Z',
      },
    ]);
    const row = (await screen.findByText('Letzte Notiz', {}, { timeout: 10_000 })).closest('tr')!;
    expect(row).toHaveTextContent('Batterie ersetzt (06.01.2025 09:30, technik)');
  });

  it('the form asks for its notes beside the node, not after it (issue 15: node form < 300 ms)', async () => {
    const send = globalThis.fetch;
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const operations: string[] = [];
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
      const operation = url.searchParams.get('op') ?? '';
      operations.push(operation);
      if (operation === 'NodeForm') await held;
      return send(input, init);
    });
    try {
      renderScreen('/tree/edit/4', { sessionUser: 'admin' });
      // the node's answer is held back: its notes are asked for all the same
      await waitFor(() => expect(operations).toContain('NodeNotes'), { timeout: 10_000 });
      expect(operations).toContain('NodeForm');
      release();
      expect(await within(await notes()).findByText('Noch keine Notizen.')).toBeInTheDocument();
    } finally {
      release();
      spy.mockRestore();
    }
  });
});
