// Trainer mode from the demo console: the scenario library and one player for the installation.
// Mounted with the other demo REST under /backend/demo (demo mode only, same CSRF rules: JSON POSTs from the
// own origin), every POST audited (entity 'demo'). Progress also goes out as the system message
// 'scenario.progress' (scenario-player.ts), so the console follows without polling.
//   GET  /scenarios                      -> { ok, scenarios: [{ name, title, titles, story, stories, start, steps }], progress }
//   POST /scenarios/:name/play {speed}   -> { ok, progress }   404 unknown scenario, 400 speed not 1..60
//   POST /scenarios/pause|resume|restart|stop -> { ok, progress }   409 when there is nothing to do that to
//   POST /scenarios/speed {speed}        -> { ok, progress }
import {
  scenarioPlayRequest,
  scenarioSpeedRequest,
  type ScenarioProgress,
  type ScenarioSummary,
} from '@cs/contracts/demo';
import express from 'express';
import type { Response } from 'express';
import type { Services } from '../context.ts';
import type { ScenarioCatalogue } from '../demo/scenario-catalogue.ts';
import type { LiveScenario } from '../demo/live-scenario.ts';
import { ScenarioPlayer } from '../demo/scenario-player.ts';
import { t } from '../platform/messages.ts';
import type { CsRequest } from './transport-middleware.ts';
import type { DemoAudit } from './demo-audit.ts';

export function scenarioRoutes(
  services: Services,
  catalogue: ScenarioCatalogue,
  audit: DemoAudit,
): express.Router {
  const router = express.Router();
  const player = new ScenarioPlayer(services);
  let loaded: Promise<LiveScenario[]> | null = null;
  const scenarios = () => {
    loaded ??= catalogue().catch((error: unknown) => {
      loaded = null;
      throw error;
    });
    return loaded;
  };
  const invalid = (req: CsRequest, res: Response) =>
    res
      .status(400)
      .json({ ok: false, errors: [{ field: 'speed', message: t(req.cs!.locale, 'validation.invalid') }] });
  const answer = (res: Response, progress: ScenarioProgress | null) =>
    progress
      ? res.json({ ok: true, progress })
      : res.status(409).json({
          ok: false,
          progress: player.current(),
          errors: [{ field: 'common', message: 'not possible now' }],
        });

  router.get('/scenarios', async (_req: CsRequest, res: Response) => {
    const list = await scenarios();
    res.json({
      ok: true,
      scenarios: list.map((s): ScenarioSummary => ({
        name: s.name,
        title: s.title,
        titles: s.titles ?? {},
        story: s.story,
        stories: s.stories ?? {},
        start: s.start,
        steps: s.steps.length,
      })),
      progress: player.current(),
    });
  });

  router.post('/scenarios/:name/play', async (req: CsRequest, res: Response) => {
    const name = String(req.params.name);
    const body = scenarioPlayRequest.safeParse(req.body ?? {});
    if (!body.success) return invalid(req, res);
    const { speed } = body.data;
    const scenario = (await scenarios()).find((s) => s.name === name);
    if (!scenario)
      return res
        .status(404)
        .json({ ok: false, errors: [{ field: 'common', message: `no scenario "${name}"` }] });
    const progress = player.play(scenario, speed);
    audit(req, 'demo_scenario_play', { name, speed: progress.speed }, 'ok');
    return res.json({ ok: true, progress });
  });

  for (const action of ['pause', 'resume', 'restart', 'stop'] as const) {
    router.post(`/scenarios/${action}`, (req: CsRequest, res: Response) => {
      const progress = player[action]();
      audit(req, `demo_scenario_${action}`, { name: player.current().name }, progress ? 'ok' : 'failed');
      return answer(res, progress);
    });
  }

  router.post('/scenarios/speed', (req: CsRequest, res: Response) => {
    const body = scenarioSpeedRequest.safeParse(req.body ?? {});
    if (!body.success) return invalid(req, res);
    const progress = player.setSpeed(body.data.speed);
    audit(req, 'demo_scenario_speed', { name: progress.name, speed: progress.speed }, 'ok');
    return answer(res, progress);
  });

  return router;
}
