// A bench's recorded baseline (bench/<name>.baseline.json): the figure it was last accepted at, with the machine it
// was measured on and what it must reproduce. The bench compares every run against it and fails loudly on a
// regression, so a slowdown is noticed the day it lands instead of two weeks later (issue 34). Re-recorded on
// purpose only: RECORD_BASELINE=1 with the bench's default parameters.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

/** What kind of machine a figure was measured on: the same code takes twice as long on half the CPU. */
export interface MachineKind {
  cpus: number;
  model: string;
  memoryGiB: number;
  node: string;
  platform: string;
}

export const machineKind = (): MachineKind => ({
  cpus: os.availableParallelism(),
  model: os.cpus()[0]?.model.trim() ?? 'unknown',
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.versions.node,
  platform: `${process.platform} ${process.arch}`,
});

export const describeMachine = (m: MachineKind) =>
  `${m.cpus} CPU ${m.model}, ${m.memoryGiB} GiB, Node ${m.node}, ${m.platform}`;

export const sameKind = (a: MachineKind, b: MachineKind) =>
  a.cpus === b.cpus && a.model === b.model && a.node === b.node && a.platform === b.platform;

export function readBaseline<T>(file: string): T | null {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : null;
}

export function writeBaseline(file: string, baseline: object): void {
  writeFileSync(file, `${JSON.stringify(baseline, null, 2)}\n`);
}

/** The share by which `measured` exceeds `recorded` (0.25 = 25 % slower); negative when faster. */
export const regression = (measured: number, recorded: number) => measured / recorded - 1;

/** A failure nobody scrolls past. */
export function shout(lines: string[]): void {
  const bar = '!'.repeat(100);
  console.error(['', bar, ...lines.map((l) => `!! ${l}`), bar, ''].join('\n'));
}
