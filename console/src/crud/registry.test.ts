// The resource registry is complete and consistent: every resource has its routes, documents,
// texts in every language and a lazily loaded screen entry.
import { describe, expect, it } from 'vitest';
import { resources } from '../platform/i18n/i18n.ts';
import { findRoute } from '../platform/routes/route-table.ts';
import { documentsFor } from './documents.ts';
import { RESOURCES } from './registry.ts';
import { ADMIN_ROUTES } from './generated/admin-routes.ts';
import { RESOURCE_ROUTES } from './resource-names.ts';

const get = (obj: unknown, key: string) =>
  key.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], obj);

describe('resource registry (ARCHITECTURE §9)', () => {
  it('the lazily loaded route list equals the registry', () => {
    expect(RESOURCE_ROUTES.map(({ name, sortable }) => (sortable ? { name, sortable } : { name }))).toEqual(
      RESOURCES.map((r) => (r.sortable ? { name: r.name, sortable: true } : { name: r.name })),
    );
  });
  it('a list that is a section of a page has no route of its own; its form opens over the page', () => {
    // spec 02 §3 global settings' probable-defect settings, on spec 01 §2 /admin/settings (admin::manage_system)
    expect(RESOURCE_ROUTES.filter((r) => r.page)).toEqual([
      { name: 'probableDefectMonitors', page: 'settings' },
    ]);
    expect(findRoute('probableDefectMonitors')).toBeUndefined();
    expect(findRoute('probableDefectMonitorsForm')?.route).toMatchObject({
      path: '/admin/settings/probabledefects/edit/:id?',
      permissions: ['admin::manage_system'],
      modal: { parent: 'settings' },
    });
    expect(findRoute('settings')?.route.path).toBe('/admin/settings');
  });
  it.each(RESOURCES.map((r) => [r.name, r] as const))(
    '%s: routes of spec 01 §2, generated documents, texts in de/en/fr/it',
    (_n, r) => {
      const page = ADMIN_ROUTES.find((e) => e.name === r.name)?.page;
      expect(findRoute(page ?? r.name)?.route.path.startsWith(`/${r.area ?? 'admin'}/`)).toBe(true);
      expect(findRoute(`${r.name}Form`)?.route.modal?.parent).toBe(page ?? r.name);
      if (r.sortable) expect(findRoute(`${r.name}Sort`)?.route.modal?.parent).toBe(r.name);
      const docs = documentsFor(r);
      expect(docs.list && docs.get && docs.create && docs.update && docs.remove).toBeTruthy();
      if (r.sortable) expect(docs.sort).not.toBeNull();
      for (const locale of Object.values(resources)) {
        expect(get(locale, `admin.${r.name}.title`)).toEqual(expect.any(String));
        expect(get(locale, `admin.${r.name}.one`)).toEqual(expect.any(String));
        for (const name of [...r.fields.map((f) => f.name), ...r.columns.map((c) => c.name)])
          expect(get(locale, `admin.${r.name}.fields.${name}`), `${r.name}.${name}`).toEqual(
            expect.any(String),
          );
        for (const f of r.fields)
          for (const o of Array.isArray(f.options) ? f.options : [])
            expect(get(locale, o.label), o.label).toEqual(expect.any(String));
      }
    },
  );
});

describe('validation catalogue (spec 02 §5) in all four languages', () => {
  const KEYS = [
    'between',
    'cannot_be_same',
    'contains',
    'criterion_prefix',
    'date_after',
    'duplicate',
    'email',
    'format',
    'ip',
    'license_limit_reached',
    'linked_system_tree_node_chain',
    'max_length',
    'max_length_inherited',
    'min_length',
    'min',
    'numeric',
    'one_option_required',
    'required',
    'required_inherited_child',
    'required_inherited_parent',
    'section_full',
    'time_overlap',
    'unique',
    'url',
    'no_match',
    'invalid',
  ];
  it.each(Object.keys(resources))('%s has every key', (locale) => {
    for (const key of KEYS)
      expect(get(resources[locale as keyof typeof resources], `validation.${key}`), key).toEqual(
        expect.any(String),
      );
  });
  it('keeps the spec-quoted German limits exactly (spec 02 §8)', () => {
    expect(resources.de.validation.schedule_limit_reached).toBe(
      'Die maximale Anzahl an Zeitplänen wurde erreicht.',
    );
    expect(resources.de.validation.configurator_limit_reached).toBe(
      'Die lizenzierte Anzahl an Konfiguratoren wurde erreicht',
    );
  });
});
