// A scenario as trainer mode plays it (scenario-player.ts; the library's scenarios become these in
// scenarios/runner/live-catalogue.ts) and what each of its steps does to the stage: the twin's actions in-process
// (the same actions the scenario runner uses), a close-call through the CallService as that user would,
// configuration through the system's Gets gateway, the nurses' phones. The player times the waits.
import { effectivePermissions } from '@cs/rules/permissions';
import type { ConfigKind } from '@cs/contracts/gets';
import type { StepPhrase } from '@cs/contracts/demo';
import type { Services } from '../context.ts';
import type { TwinAction } from './demo-control.ts';
import { playPhoneAction, type PhoneActionStep, type PhoneFleet, type PhoneStage } from './phone-steps.ts';

export type LiveStep = { system: number; text: string; phrase?: StepPhrase } & (
  | TwinAction
  | { kind: 'wait'; ms: number }
  | { kind: 'closeCall'; device: number; as: string | null }
  | { kind: 'configChange'; configKind: ConfigKind; upsert?: Record<string, unknown>[]; delete?: number[] }
  | { kind: 'commit'; wipe?: boolean }
  /** a nurse's phone logs in, acts, or the app settings change (phone-steps.ts, shared with the scenario runner) */
  | PhoneActionStep
  /** expectations, notes: what the trainer should see now */
  | { kind: 'show' }
);

export interface LiveScenario {
  name: string;
  /** as written in the library (English) */
  title: string;
  /** the title per UI language (de, en, fr, it) where the library has one */
  titles?: Record<string, string>;
  /** as written in the library (English) */
  story: string;
  /** the story per UI language (de, en, fr, it) where the library has one */
  stories?: Record<string, string>;
  /** the scenario's start, local time of the facility as written ('2025-01-07 02:50') */
  start: string;
  /** epoch ms of that start, for the scenario clock shown to the trainer */
  startMs: number;
  /** the simulated systems it acts on (demo reset before it plays) */
  systems: number[];
  steps: LiveStep[];
}

/** Plays one step on the stage; a step the stage did not take fails the play. */
export async function playLiveStep(
  services: Services,
  stage: PhoneStage,
  fleet: PhoneFleet,
  step: Exclude<LiveStep, { kind: 'wait' }>,
): Promise<void> {
  switch (step.kind) {
    case 'show':
      return;
    case 'closeCall': {
      // An anonymous display cannot close a call (the policy refuses it before the rule is asked).
      const user = step.as ? services.users.byName(step.as) : undefined;
      if (!user) return;
      const permissions = effectivePermissions(user, services.users.rolesOf(user));
      // The outcome is part of the lesson (a refused close shows on the console), not a failure of the play.
      await services.calls
        .sendDeviceAction(
          { systemId: step.system, locale: 'de', userName: user.name, permissions },
          'EndCalls',
          step.device,
        )
        .catch(() => {});
      return;
    }
    case 'configChange':
      await services.calls
        .gateway(step.system)
        ?.pushChanges(step.configKind, { upsert: step.upsert, delete: step.delete });
      return;
    case 'commit':
      await services.calls.gateway(step.system)?.commit(step.wipe ?? false);
      return;
    case 'phoneLogin':
    case 'phoneAction':
    case 'appSettings': {
      const outcome = await playPhoneAction(stage, fleet, step.system, step);
      if (!outcome.ok) throw new Error(`${step.text}: ${outcome.detail}`);
      return;
    }
    default: {
      const done = services.demo?.perform(step.system, step);
      if (!done) throw new Error(`${step.text}: the twin did not take it`);
    }
  }
}
