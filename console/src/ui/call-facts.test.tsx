// One call's facts and timeline as the call log's detail and the incident's call show them (spec 02 §3 call and
// call actions): the facts in their order with a dash for what is not known, the device's long text before its
// short one, the screen's own duration label and facts, and each action's time, delay and user.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { loadAreaTexts } from '../platform/i18n/i18n.ts';
import { createRuntime, type Runtime } from '../platform/runtime.ts';
import { CallFacts, type CallFactsCall } from './call-facts.tsx';

const runtimes: Runtime[] = [];
afterEach(() => runtimes.splice(0).forEach((r) => r.dispose()));

const CALL: CallFactsCall = {
  call_type_text: 'Normalruf',
  call_source_text: 'Zimmer',
  device_text_short: 'RT 101',
  device_text_long: null,
  section_name: 'Wohnbereich 1',
  position: null,
  handled_by_app_username: 'pflege',
  time_start: '06.01.2025 07:00',
  time_end: null,
  duration: 3725,
};

async function renderFacts(node: React.ReactNode) {
  const runtime = createRuntime({ locale: 'en' });
  runtimes.push(runtime);
  await loadAreaTexts('callLog', runtime.i18n);
  render(
    <AppProviders runtime={runtime} env="test">
      {node}
    </AppProviders>,
  );
}

const facts = () =>
  [...document.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('a call’s facts and timeline', () => {
  it('lists the facts in order, the screen’s own after the duration, and the actions with delay and user', async () => {
    await renderFacts(
      <CallFacts
        call={CALL}
        timeline={[
          { kind: 'OPENED', time: '06.01.2025 07:00', user_name: null, offset: 0 },
          { kind: 'PRESENCE', time: '06.01.2025 07:04', user_name: 'pflege', offset: 240 },
        ]}
        more={[['Until presence', '0:04:00']]}
      />,
    );
    expect(facts()).toEqual([
      ['Call type', 'Normalruf'],
      ['Device', 'RT 101'],
      ['Section', 'Wohnbereich 1'],
      ['Call source', 'Zimmer'],
      ['Position', '–'],
      ['Handled by', 'pflege'],
      ['Start', '06.01.2025 07:00'],
      ['End', '–'],
      ['Duration', '1:02:05'],
      ['Until presence', '0:04:00'],
    ]);
    expect(screen.getByText('Call raised')).toBeInTheDocument();
    // the start and the opening action, which has neither delay nor user
    expect(screen.getAllByText('06.01.2025 07:00')).toHaveLength(2);
    expect(screen.getByText('06.01.2025 07:04 · after 0:04:00 · by pflege')).toBeInTheDocument();
  });

  it('names the duration as the screen says (a call still open) and prefers the device’s long text', async () => {
    await renderFacts(
      <CallFacts
        call={{ ...CALL, device_text_long: 'Ruftaster 101' }}
        timeline={[]}
        durationLabel="Open for"
      />,
    );
    expect(facts()).toContainEqual(['Device', 'Ruftaster 101']);
    expect(facts().at(-1)).toEqual(['Open for', '1:02:05']);
  });
});
