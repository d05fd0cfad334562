// One word for one thing (issue 38 item 10): the three features that change where calls show have names a nurse
// manager cannot take for one another, in every language, and every text that names one of them uses its word.
// Interconnections (/tree/connections, spec 01 §2; spec 02 §3) show a section's calls in a second display group as
// well; display group overrides (/tree/displaygroupoverrides) move calls; merge groups (spec 02 §3) record merged
// sections.
import { describe, expect, it } from 'vitest';
import { LOCALES, resources } from './i18n.ts';

describe.each(LOCALES)('%s: interconnections, overrides and merge groups', (locale) => {
  const { admin, tree } = resources[locale];
  const names = [admin.interconnections, admin.displayGroupOverrides, admin.mergeGroups];

  it('have names that differ from their first letters on', () => {
    const starts = names.map((n) => n.title.toLowerCase().slice(0, 5));
    expect(new Set(starts).size, names.map((n) => n.title).join(' / ')).toBe(3);
  });

  it('are called by those names wherever they are named', () => {
    expect(tree.connections).toBe(admin.interconnections.title);
    expect(tree.overrides).toBe(admin.displayGroupOverrides.title);
    expect(admin.mergeGroups.fields.interconnections).toBe(admin.interconnections.title);
    const override = admin.displayGroupOverrides.one.toLowerCase();
    const overrides = admin.displayGroupOverrides.title.toLowerCase();
    expect(admin.roles.permissions.systemtree.manage_display_group_overrides.toLowerCase()).toContain(
      overrides,
    );
    expect(admin.roles.permissions.systemtree.see_display_group_overrides.toLowerCase()).toContain(overrides);
    expect(admin.sections.fields.has_display_group_override.toLowerCase()).toContain(override);
    expect(admin.sections.fields.active_display_group_override_id.toLowerCase()).toContain(override);
  });

  it('each say in their form what they are for', () => {
    for (const n of names) expect(n.intro.length).toBeGreaterThan(40);
  });
});
