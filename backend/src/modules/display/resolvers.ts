// Display profiles and notes (spec 01 §7 DisplayProfiles, Create/Update/DeleteDisplayProfile,
// ActiveDisplayNotes). Authorization is the policy's (auth/policy.ts); stored in the installation document.
import type { MutationResolvers, QueryResolvers } from '../../generated/graphql.ts';
import type { GraphQLContext } from '../../context.ts';
import { ValidationFailed, validationError } from '../../auth/errors.ts';
import type { DisplayNoteRecord, DisplayProfileRecord } from '../../store/config-types.ts';
import { checkProfile, toSettings } from './profile-input.ts';
import { uniqueSlug } from '@cs/rules/text';
import { FACILITY_TIME_ZONE, addFacilityDays, readInstant } from '@cs/rules/time';
import { systemTimeZone } from '../../store/system-zone.ts';

/** Displays refetch profiles and relations on this subject (spec 01 §7). */
export const PROFILE_UPDATED_SUBJECT = 'displayprofile.updated';

function announce(ctx: GraphQLContext): void {
  // Profiles belong to the installation, not to one system: every system's displays hear it.
  ctx.services.bus.publish('systemMessage', {
    systemId: null,
    subject: PROFILE_UPDATED_SUBJECT,
    payload: null,
  });
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A note shows when it is active and now lies within its optional display_from/display_until. A date
 * without a time (the admin form's date field) means the whole local day: until 2026-03-02 still shows
 * that day until midnight on the ward's clock. Times without a zone are the facility's wall clock.
 */
export function isNoteActive(note: DisplayNoteRecord, nowMs: number, zone = FACILITY_TIME_ZONE): boolean {
  if (!note.active) return false;
  if (note.display_from && readInstant(note.display_from, zone) > nowMs) return false;
  if (note.display_until) {
    const until = readInstant(note.display_until, zone);
    const end = DATE_ONLY.test(note.display_until) ? addFacilityDays(until, 1, zone) : until;
    if (end < nowMs) return false;
  }
  return true;
}

const systemIds = (ctx: GraphQLContext) => ctx.services.systems.list().map((s) => s.id);

export const displayResolvers: { Query: QueryResolvers; Mutation: MutationResolvers } = {
  Query: {
    displayProfiles: (_p, _a, ctx) =>
      [...ctx.services.installation.displayProfiles()].sort((a, b) => a.name.localeCompare(b.name, 'de')),
    activeDisplayNotes: (_p, _a, ctx) => {
      const now = ctx.services.clock.now();
      // Date-only bounds end at the facility's midnight: the zone of the display's system (spec 01 §9).
      const doc = ctx.services.systems.get(ctx.systemId);
      const zone = doc ? systemTimeZone(doc) : FACILITY_TIME_ZONE;
      return ctx.services.installation
        .displayNotes()
        .filter((n) => isNoteActive(n, now, zone))
        .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    },
  },
  Mutation: {
    createDisplayProfile: async (_p, { input }, ctx) => {
      const profiles = ctx.services.installation.displayProfiles();
      const settings = toSettings(input.settings);
      const errors = checkProfile(input, settings, {
        locale: ctx.locale,
        others: profiles,
        systemIds: systemIds(ctx),
      });
      if (errors.length) throw new ValidationFailed(errors);
      const name = input.name.trim();
      const profile: DisplayProfileRecord = {
        id: profiles.reduce((max, p) => Math.max(max, p.id), 0) + 1,
        name,
        slug: uniqueSlug(name, new Set(profiles.map((p) => p.slug))),
        locale: input.locale as DisplayProfileRecord['locale'],
        font_size: input.font_size,
        fullscreen: input.fullscreen,
        show_video_stream: input.show_video_stream,
        show_presences: input.show_presences,
        settings,
      };
      await ctx.services.installation.saveDisplayProfiles([...profiles, profile]);
      announce(ctx);
      return profile;
    },
    updateDisplayProfile: async (_p, { input }, ctx) => {
      const profiles = ctx.services.installation.displayProfiles();
      const current = profiles.find((p) => p.id === input.id);
      if (!current) throw validationError(ctx.locale, 'id', 'invalid', { id: input.id });
      const others = profiles.filter((p) => p.id !== input.id);
      const settings = toSettings(input.settings);
      const errors = checkProfile(input, settings, { locale: ctx.locale, others, systemIds: systemIds(ctx) });
      if (errors.length) throw new ValidationFailed(errors);
      const name = input.name.trim();
      const updated: DisplayProfileRecord = {
        ...current,
        name,
        // The slug follows a renamed profile; the URL of the old name then falls back to the plain display.
        slug: name === current.name ? current.slug : uniqueSlug(name, new Set(others.map((p) => p.slug))),
        locale: input.locale as DisplayProfileRecord['locale'],
        font_size: input.font_size,
        fullscreen: input.fullscreen,
        show_video_stream: input.show_video_stream,
        show_presences: input.show_presences,
        settings,
      };
      await ctx.services.installation.saveDisplayProfiles(
        profiles.map((p) => (p.id === updated.id ? updated : p)),
      );
      announce(ctx);
      return updated;
    },
    deleteDisplayProfile: async (_p, { ids }, ctx) => {
      const profiles = ctx.services.installation.displayProfiles();
      const deleted = profiles.filter((p) => ids.includes(p.id));
      if (deleted.length === 0) return [];
      await ctx.services.installation.saveDisplayProfiles(profiles.filter((p) => !ids.includes(p.id)));
      announce(ctx);
      return deleted;
    },
  },
};
