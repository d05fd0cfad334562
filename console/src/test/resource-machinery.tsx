// The admin machinery in the running console against the mock backend, looped over resources (list renders,
// create, update, copy, delete, validation error display). Called by two test files, each with part of the
// registry, so the two test workers share the longest file of the console's run (63 s) between them.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './render-app.tsx';
import { de, formPath, listPath, requestsOf, row, table } from './crud-helpers.ts';
import type { ResourceDef } from '../crud/resource.ts';

/** Where a saved new record leads: back to the list, or its own form (openAfterCreate; the mock gives it id 8). */
const afterCreate = (r: ResourceDef) => (r.openAfterCreate ? formPath(r, 8) : listPath(r));

export function describeMachinery(resources: readonly ResourceDef[]) {
  describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, r) => {
    const t = de[r.name] as { title: string; one: string; fields: Record<string, string> };

    it('list renders with its columns and rows', async () => {
      renderApp(listPath(r), { sessionUser: 'admin', admin: { data: row(r) } });
      const list = await table(r);
      for (const c of r.columns)
        expect(within(list).getByRole('columnheader', { name: t.fields[c.name] })).toBeInTheDocument();
      await waitFor(() => expect(within(list).getByTestId('row-7')).toBeInTheDocument());
      expect(screen.getByRole('heading', { name: t.title })).toBeInTheDocument();
    });

    it('create: id -1 new, no id and no type name sent, success notification, back to the list', async () => {
      const { user, backend, location } = renderApp(formPath(r), {
        sessionUser: 'admin',
        admin: { data: row(r) },
      });
      const form = await screen.findByRole('form', { name: t.one });
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(requestsOf(backend.admin, `Admin${r.type}Create`)).toHaveLength(1));
      const input = requestsOf(backend.admin, `Admin${r.type}Create`)[0]?.variables.input as Record<
        string,
        unknown
      >;
      expect(input).not.toHaveProperty('id');
      expect(JSON.stringify(input)).not.toContain('__typename');
      expect(await screen.findByText(`${t.one} wurde gespeichert.`)).toBeInTheDocument();
      await waitFor(() => expect(location()).toBe(afterCreate(r)));
    });

    it('update sends the id; copy creates a new record from the loaded one', async () => {
      const { user, backend, router, location } = renderApp(formPath(r, 7), {
        sessionUser: 'admin',
        admin: { data: row(r) },
      });
      let form = await screen.findByRole('form', { name: t.one });
      await waitFor(() =>
        expect(backend.admin.requests.some((q) => q.operation === `Admin${r.type}Get`)).toBe(true),
      );
      await user.click(await within(form).findByRole('button', { name: 'Kopieren' }));
      await waitFor(() => expect(router.state.location.state).toEqual({ copy: true }));
      expect(await screen.findByText('Kopie: Speichern legt einen neuen Eintrag an.')).toBeInTheDocument();
      form = await screen.findByRole('form', { name: t.one });
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      await waitFor(() =>
        expect(backend.admin.requests.map((q) => q.operation)).toContain(`Admin${r.type}Create`),
      );
      expect(requestsOf(backend.admin, `Admin${r.type}Create`)[0]?.variables.input).not.toHaveProperty('id');
      // the follow-up route: back to the list (or the created record's form), without the copy flag
      await waitFor(() => expect(location()).toBe(afterCreate(r)));
      const loaded = (id: number) =>
        requestsOf(backend.admin, `Admin${r.type}Get`).filter((q) => q.variables.id === id);
      if (r.openAfterCreate) await waitFor(() => expect(loaded(8)).toHaveLength(1));

      await router.navigate(formPath(r, 7));
      await waitFor(() =>
        expect(screen.queryByText('Kopie: Speichern legt einen neuen Eintrag an.')).not.toBeInTheDocument(),
      );
      // a created record's form that stays open (openAfterCreate) gives way to record 7's: the last record loaded
      await waitFor(() =>
        expect(requestsOf(backend.admin, `Admin${r.type}Get`).at(-1)?.variables.id).toBe(7),
      );
      form = await screen.findByRole('form', { name: t.one });
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      await waitFor(() => expect(requestsOf(backend.admin, `Admin${r.type}Update`)).toHaveLength(1));
      const input = requestsOf(backend.admin, `Admin${r.type}Update`)[0]?.variables.input as Record<
        string,
        unknown
      >;
      expect(input.id).toBe(7);
      expect(JSON.stringify(input)).not.toContain('__typename');
    });

    it('delete asks for confirmation and deletes by id list', async () => {
      const { user, backend } = renderApp(listPath(r), { sessionUser: 'admin', admin: { data: row(r) } });
      const list = await table(r);
      const rowEl = await within(list).findByTestId('row-7');
      await user.click(within(rowEl).getByRole('button', { name: /^Löschen:/ }));
      const dialog = await screen.findByRole('dialog', { name: 'Wirklich löschen?' });
      await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
      await waitFor(() =>
        expect(requestsOf(backend.admin, `Admin${r.type}Delete`)[0]?.variables).toEqual({ ids: [7] }),
      );
      await waitFor(() => expect(within(list).queryByTestId('row-7')).not.toBeInTheDocument());
    });

    it('a server validation error shows under its field, translated with its data, in red (spec 01 §5)', async () => {
      const field =
        r.fields.find((f) => typeof f.widget === 'string' && f.widget !== 'switch') ??
        (r.fields[0] as ResourceDef['fields'][number]);
      const { user } = renderApp(formPath(r), {
        sessionUser: 'admin',
        admin: {
          validate: () => [
            { field: field.name, key: 'max_length', data: { max: 7 }, message: 'server text' },
            { field: field.name, key: 'required', message: 'second message for the same field' },
          ],
        },
      });
      const form = await screen.findByRole('form', { name: t.one });
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      expect(await within(form).findByText('Höchstens 7 Zeichen erlaubt.')).toBeInTheDocument();
      expect(within(form).queryByText('Dieses Feld ist erforderlich.')).not.toBeInTheDocument();
      if (field.widget !== 'multiselect' && field.widget !== 'select')
        expect(within(form).getByLabelText(new RegExp(`^${t.fields[field.name]}`))).toHaveAttribute(
          'aria-invalid',
          'true',
        );
    });
  });
}
