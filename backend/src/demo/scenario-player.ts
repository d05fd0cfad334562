// Trainer mode: plays a scenario of the library live against the embedded twin, in real time
// scaled by a speed of 1x to 60x, with pause, resume, restart and stop, so a trainer shows a care situation
// on a wall display and in the console. One scenario plays at a time for the whole installation. What each step
// does to the stage is live-scenario.ts's; this times them. Expectations and notes are shown to the trainer; they
// are judged by the scenario suite, not here.
// Progress goes out as the system message 'scenario.progress' to every system (and GET /demo/scenarios).
import { MAX_SPEED, MIN_SPEED, type ScenarioProgress } from '@cs/contracts/demo';
import type { Services } from '../context.ts';
import { playLiveStep, type LiveScenario, type LiveStep } from './live-scenario.ts';
import { newFleet, stopFleet, type PhoneStage } from './phone-steps.ts';
import { scenarioStage } from './scenario-stage.ts';
import { ScenarioTime } from './scenario-time.ts';

const SLICE_MS = 100;
/** progress during a long wait at most this often (wall time) */
const PROGRESS_EVERY_MS = 1_000;

export class ScenarioPlayer {
  private scenario: LiveScenario | null = null;
  private progress: ScenarioProgress = {
    name: null,
    title: null,
    state: 'idle',
    speed: 1,
    step: 0,
    total: 0,
    text: null,
    phrase: null,
    simulated_at: null,
    systems: [],
    clock: [],
    error: null,
  };
  /** bumped by play, restart and stop: a running loop of an older generation ends at its next turn */
  private generation = 0;
  private lastPublished = 0;
  /** the scenario's own time and the clock displays show (scenario-time.ts) */
  private readonly time: ScenarioTime;
  /** the scenario's nurses' phones (the demo's three), stopped when the play ends or starts again */
  private readonly fleet = newFleet();
  private readonly stage: PhoneStage;

  constructor(private readonly services: Services) {
    this.stage = scenarioStage(services, () => services.demoShift?.url ?? '');
    this.time = new ScenarioTime(
      () => services.clock.now(),
      () => ({
        playing: this.progress.state === 'playing',
        speed: this.progress.speed,
        ended: this.progress.state === 'finished' || this.progress.state === 'failed',
      }),
    );
  }

  current(): ScenarioProgress {
    return { ...this.progress };
  }

  play(scenario: LiveScenario, speed: number): ScenarioProgress {
    this.scenario = scenario;
    this.progress = {
      ...this.progress,
      name: scenario.name,
      title: scenario.title,
      speed: clampSpeed(speed),
      error: null,
    };
    return this.start();
  }

  restart(): ScenarioProgress | null {
    return this.scenario ? this.start() : null;
  }

  pause(): ScenarioProgress | null {
    if (this.progress.state !== 'playing') return null;
    this.time.advance();
    return this.set({ state: 'paused' }, true);
  }

  resume(): ScenarioProgress | null {
    if (this.progress.state !== 'paused') return null;
    this.time.advance();
    return this.set({ state: 'playing' }, true);
  }

  /**
   * Stops a playing or paused scenario and clears its stage (calls closed, devices and configuration as at the
   * demo's start), so its calls do not stay on the wall display after the trainer stopped it.
   */
  stop(): ScenarioProgress {
    this.generation++;
    const running = this.progress.state === 'playing' || this.progress.state === 'paused';
    if (running) stopFleet(this.fleet);
    if (running) for (const systemId of this.scenario?.systems ?? []) this.services.demo?.reset(systemId);
    if (running) this.time.clear();
    return this.set({ state: running ? 'stopped' : this.progress.state });
  }

  setSpeed(speed: number): ScenarioProgress {
    this.time.advance();
    return this.set({ speed: clampSpeed(speed) }, true);
  }

  private start(): ScenarioProgress {
    const scenario = this.scenario!;
    const generation = ++this.generation;
    // A clean stage: calls closed, devices, hubs, configuration and faults as at the demo's start; no phone of an
    // earlier play, and the shift's simulated phones off (the scenario says who answers).
    stopFleet(this.fleet);
    void this.services.demoShift?.setOn(false);
    for (const systemId of scenario.systems) this.services.demo?.reset(systemId);
    this.time.restart(scenario.startMs);
    const started = this.set(
      {
        state: 'playing',
        step: 0,
        total: scenario.steps.length,
        text: null,
        phrase: null,
        systems: [...scenario.systems],
        error: null,
      },
      true,
    );
    void this.run(scenario, generation);
    return started;
  }

  private alive(generation: number) {
    return generation === this.generation;
  }

  private async run(scenario: LiveScenario, generation: number): Promise<void> {
    try {
      for (const [index, step] of scenario.steps.entries()) {
        await this.whilePaused(generation);
        if (!this.alive(generation)) return;
        this.set({ step: index + 1, text: step.text, phrase: step.phrase ?? null });
        await this.perform(step, generation);
      }
      // After the end the stage stays up and its clock runs on in real time (rate 1).
      if (this.alive(generation)) this.set({ state: 'finished', text: null, phrase: null }, true);
    } catch (error) {
      if (this.alive(generation)) this.set({ state: 'failed', error: (error as Error).message }, true);
    }
  }

  private async perform(step: LiveStep, generation: number): Promise<void> {
    if (step.kind === 'wait') return this.wait(step.ms, generation);
    return playLiveStep(this.services, this.stage, this.fleet, step);
  }

  /** `simulatedMs` of scenario time in wall time / speed, honouring pause, speed changes and stop. */
  private async wait(simulatedMs: number, generation: number): Promise<void> {
    const wait = this.time.beginWait(simulatedMs);
    try {
      while (this.time.left(wait) > 0 && this.alive(generation)) {
        const playing = this.progress.state === 'playing';
        const left = this.time.left(wait);
        await this.sleep(playing ? Math.min(SLICE_MS, Math.ceil(left / this.progress.speed)) : SLICE_MS);
        this.time.advance();
        if (this.services.clock.now() - this.lastPublished >= PROGRESS_EVERY_MS) this.set({});
      }
    } finally {
      this.time.endWait(wait, this.alive(generation));
    }
  }

  private async whilePaused(generation: number): Promise<void> {
    while (this.progress.state === 'paused' && this.alive(generation)) await this.sleep(SLICE_MS);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.services.clock.setTimeout(() => resolve(), ms));
  }

  /** Change the progress and publish it; `pace` when the change alters how fast scenario time moves. */
  private set(change: Partial<ScenarioProgress>, pace = false): ScenarioProgress {
    this.progress = { ...this.progress, ...change };
    if (pace && this.scenario) this.time.addPiece();
    this.progress.simulated_at = this.scenario ? new Date(this.time.ms).toISOString() : null;
    this.progress.clock = this.time.clock();
    this.lastPublished = this.services.clock.now();
    this.services.bus.publish('systemMessage', {
      systemId: null,
      subject: 'scenario.progress',
      payload: JSON.stringify(this.progress),
      // A display opened mid-scenario learns the scenario clock at once (messages/resolvers.ts).
      retain: true,
    });
    return this.current();
  }
}

function clampSpeed(speed: number): number {
  return Math.min(MAX_SPEED, Math.max(MIN_SPEED, Math.round(speed)));
}
