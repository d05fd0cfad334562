// Spec 01 §4 profile drawer states: none, selected, dirty, saved; create selects, delete clears; closing
// with unsaved changes asks first (spec 01 §8).
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { drawerMachine } from './drawer-machine.ts';
import { emptySystem, newProfileInput, toDraft, toUpdateInput, type ProfileDraft } from './profile-draft.ts';

const draft = (id: number, name = `P${id}`): ProfileDraft => ({
  id,
  name,
  slug: name.toLowerCase(),
  locale: 'de',
  font_size: 'normal',
  fullscreen: false,
  show_video_stream: false,
  show_presences: true,
  systems: [emptySystem(1, true), emptySystem(2)],
});

function start(
  profile: ProfileDraft | null = null,
  save: (d: ProfileDraft) => Promise<ProfileDraft> = async (d) => d,
) {
  const actor = createActor(
    drawerMachine.provide({ actors: { saveProfile: fromPromise(({ input }) => save(input)) } }),
    { input: { profile } },
  );
  const emitted: string[] = [];
  actor.on('*', (e) => emitted.push(e.type));
  actor.start();
  return { actor, emitted };
}

describe('profile drawer machine (spec 01 §4)', () => {
  it('starts in none without a profile, selected with one', () => {
    expect(start().actor.getSnapshot().value).toBe('none');
    expect(start(draft(1)).actor.getSnapshot().value).toEqual({ selected: 'clean' });
  });

  it('select, change (dirty), save (clean again, saved emitted with the server answer)', async () => {
    const { actor, emitted } = start(null, async (d) => ({ ...d, slug: 'nachtwache' }));
    actor.send({ type: 'SELECT', profile: draft(1) });
    expect(actor.getSnapshot().value).toEqual({ selected: 'clean' });
    actor.send({ type: 'CHANGE', change: (d) => ({ ...d, name: 'Nachtwache' }) });
    expect(actor.getSnapshot().value).toEqual({ selected: 'dirty' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ selected: 'saving' });
    await waitFor(actor, (s) => s.matches({ selected: 'clean' }));
    expect(actor.getSnapshot().context.original).toMatchObject({ name: 'Nachtwache', slug: 'nachtwache' });
    expect(emitted).toEqual(['selected', 'saved']);
  });

  it('SAVE in clean does nothing; a failed save stays dirty with the error flag', async () => {
    const { actor } = start(draft(1), async () => {
      throw new Error('nope');
    });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().value).toEqual({ selected: 'clean' });
    actor.send({ type: 'CHANGE', change: (d) => ({ ...d, fullscreen: true }) });
    actor.send({ type: 'SAVE' });
    await waitFor(actor, (s) => s.matches({ selected: 'dirty' }));
    expect(actor.getSnapshot().context.saveError).toBe(true);
  });

  it('closing while dirty asks; cancel keeps the changes, confirm drops them and closes', () => {
    const { actor, emitted } = start(draft(1));
    actor.send({ type: 'CHANGE', change: (d) => ({ ...d, name: 'X' }) });
    actor.send({ type: 'REQUEST_CLOSE' });
    expect(actor.getSnapshot().context.confirmClose).toBe(true);
    expect(emitted).toEqual([]);
    actor.send({ type: 'CANCEL_CLOSE' });
    expect(actor.getSnapshot().context).toMatchObject({ confirmClose: false, draft: { name: 'X' } });
    actor.send({ type: 'REQUEST_CLOSE' });
    actor.send({ type: 'CONFIRM_CLOSE' });
    expect(emitted).toEqual(['close']);
    expect(actor.getSnapshot().context.draft?.name).toBe('P1');
  });

  it('closing when clean or with none selected closes at once', () => {
    const a = start(draft(1));
    a.actor.send({ type: 'REQUEST_CLOSE' });
    expect(a.emitted).toEqual(['close']);
    const b = start();
    b.actor.send({ type: 'REQUEST_CLOSE' });
    expect(b.emitted).toEqual(['close']);
  });

  it('creating selects the new profile; deleting clears the selection; selecting none goes back to none', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'CREATED', profile: draft(5) });
    expect(actor.getSnapshot().value).toEqual({ selected: 'clean' });
    expect(actor.getSnapshot().context.original?.id).toBe(5);
    actor.send({ type: 'DELETED' });
    expect(actor.getSnapshot().value).toBe('none');
    actor.send({ type: 'SELECT', profile: draft(2) });
    actor.send({ type: 'SELECT', profile: null });
    expect(actor.getSnapshot().value).toBe('none');
    expect(emitted).toEqual(['selected', 'selected', 'selected', 'selected']);
  });
});

describe('profile draft <-> input (spec 01 §3, §5, §7)', () => {
  const profile = {
    id: 3,
    name: 'A',
    slug: 'a',
    locale: 'fr',
    font_size: 'LARGEST' as const,
    fullscreen: true,
    show_video_stream: false,
    show_presences: true,
    settings: [
      {
        system_id: 2,
        weekday_schedule_id: 3,
        weekday_display_group_1_id: 11,
        weekday_display_group_2_id: 12,
        weekday_display_group_3_id: 255,
        weekday_display_group_4_id: 255,
        weekday_display_group_5_id: 255,
        weekend_schedule_id: 255,
        weekend_display_group_1_id: 255,
        weekend_display_group_2_id: 255,
        weekend_display_group_3_id: 255,
        weekend_display_group_4_id: 255,
        weekend_display_group_5_id: 255,
      },
    ],
  };
  it('every available system gets a tab, only the profile’s are enabled; the update input drops disabled ones, sends no slug, upper-cases the font size', () => {
    const d = toDraft(profile, [1, 2]);
    expect(d.systems.map((s) => [s.system_id, s.enabled])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(d.font_size).toBe('largest');
    const input = toUpdateInput(d);
    expect(input).not.toHaveProperty('slug');
    expect(input.font_size).toBe('LARGEST');
    expect(input.settings).toEqual([
      {
        system_id: 2,
        weekday_schedule_id: 3,
        weekend_schedule_id: 255,
        weekday_display_group_1_id: 11,
        weekday_display_group_2_id: 12,
        weekday_display_group_3_id: 255,
        weekday_display_group_4_id: 255,
        weekday_display_group_5_id: 255,
        weekend_display_group_1_id: 255,
        weekend_display_group_2_id: 255,
        weekend_display_group_3_id: 255,
        weekend_display_group_4_id: 255,
        weekend_display_group_5_id: 255,
      },
    ]);
  });
  it('a new profile starts with the UI locale, normal font, fullscreen and video off, presences on, the current system only (spec 01 §5)', () => {
    expect(newProfileInput(' Station 3 ', 'it', 2)).toMatchObject({
      name: 'Station 3',
      locale: 'it',
      font_size: 'NORMAL',
      fullscreen: false,
      show_video_stream: false,
      show_presences: true,
      settings: [{ system_id: 2, weekday_schedule_id: 255, weekend_schedule_id: 255 }],
    });
  });
});
