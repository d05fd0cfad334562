// Trainer mode in the demo console: the scenario library and the backend player's progress, which arrives as
// the system message 'scenario.progress' (one player for the installation, so a second console follows too).
import { useCallback, useEffect, useState } from 'react';
import { useRuntime } from '../../platform/runtime-context.tsx';
import type { ScenarioProgress, ScenarioSummary } from '@cs/contracts/demo';
import type { DemoActions } from './use-demo-actions.ts';

export const SPEEDS = [1, 2, 5, 10, 20, 30, 60] as const;

export interface ScenarioPlayer {
  scenarios: ScenarioSummary[] | null;
  loadFailed: boolean;
  progress: ScenarioProgress | null;
  speed: number;
  setSpeed: (speed: number) => void;
  play: (name: string) => void;
  control: (action: 'pause' | 'resume' | 'restart' | 'stop') => void;
}

export function useScenarioPlayer(actions: DemoActions): ScenarioPlayer {
  const runtime = useRuntime();
  const [scenarios, setScenarios] = useState<ScenarioSummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [progress, setProgress] = useState<ScenarioProgress | null>(null);
  const [speed, setSpeedState] = useState(10);
  const { api, run } = actions;

  useEffect(() => {
    let live = true;
    api.scenarios().then(
      (answer) => {
        if (!live) return;
        setScenarios(answer.scenarios);
        setProgress(answer.progress);
        if (answer.progress.state === 'playing' || answer.progress.state === 'paused')
          setSpeedState(answer.progress.speed);
      },
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api]);

  useEffect(() => {
    const listener = (subject: string, data: unknown) => {
      if (subject === 'scenario.progress' && data && typeof data === 'object')
        setProgress(data as ScenarioProgress);
    };
    runtime.systemMessageListeners.add(listener);
    return () => {
      runtime.systemMessageListeners.delete(listener);
    };
  }, [runtime]);

  const setSpeed = useCallback(
    (next: number) => {
      setSpeedState(next);
      if (progress?.state === 'playing' || progress?.state === 'paused') {
        void run('scenario-speed', async (a) => setProgress((await a.scenarioSpeed(next)).progress));
      }
    },
    [progress?.state, run],
  );
  const play = useCallback(
    (name: string) =>
      void run(`scenario-play-${name}`, async (a) =>
        setProgress((await a.playScenario(name, speed)).progress),
      ),
    [run, speed],
  );
  const control = useCallback(
    (action: 'pause' | 'resume' | 'restart' | 'stop') =>
      void run(`scenario-${action}`, async (a) => setProgress((await a.scenarioControl(action)).progress)),
    [run],
  );
  return { scenarios, loadFailed, progress, speed, setSpeed, play, control };
}
