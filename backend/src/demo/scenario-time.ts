// The scenario's own time in trainer mode (issue 14): how far the played scenario has got (`ms`) and its clock as
// pieces for the displays (contracts: scenarioInstant). Scenario time moves only while a wait plays, at the
// speed, following the wall time actually passed (not the slices asked for), so the pieces displays compute with
// agree with the steps.
import type { ScenarioClockPiece } from '@cs/contracts/demo';

/** a long session of pauses and speed changes keeps the newest pieces */
const MAX_PIECES = 500;

/** What the player says about its pace: playing or not, the speed, and whether the scenario has ended. */
export interface Pace {
  playing: boolean;
  speed: number;
  ended: boolean;
}

export class ScenarioTime {
  /** scenario time, epoch ms */
  ms = 0;
  private pieces: ScenarioClockPiece[] = [];
  /** the wait being played: scenario time still to pass, and when it was last brought up to date */
  private waiting: { left: number; last: number } | null = null;

  constructor(
    private readonly wallNow: () => number,
    private readonly pace: () => Pace,
  ) {}

  /** A new play from the scenario's start. */
  restart(startMs: number): void {
    this.ms = startMs;
    this.waiting = null;
    this.pieces = [];
  }

  /** The stage is cleared: displays go back to real time. */
  clear(): void {
    this.waiting = null;
    this.pieces = [];
  }

  clock(): ScenarioClockPiece[] {
    return [...this.pieces];
  }

  /** Scenario time still to pass in the wait that plays, 0 when none does (or another one began). */
  left(wait: object): number {
    return this.waiting === wait ? this.waiting.left : 0;
  }

  beginWait(ms: number): object {
    const waiting = { left: ms, last: this.wallNow() };
    this.waiting = waiting;
    this.addPiece();
    return waiting;
  }

  endWait(wait: object, stillPlayed: boolean): void {
    if (this.waiting !== wait) return;
    this.waiting = null;
    if (stillPlayed) this.addPiece();
  }

  /** Bring the scenario time up to now while a wait plays. */
  advance(): void {
    const waiting = this.waiting;
    if (!waiting) return;
    const now = this.wallNow();
    const { playing, speed } = this.pace();
    if (playing) {
      const step = Math.min(waiting.left, (now - waiting.last) * speed);
      waiting.left -= step;
      this.ms += step;
    }
    waiting.last = now;
  }

  /** A piece from now on: the speed in a playing wait, real time after the end, else standing. */
  addPiece(): void {
    const { playing, speed, ended } = this.pace();
    const rate = ended ? 1 : this.waiting && playing ? speed : 0;
    const piece = { at: this.wallNow(), sim: this.ms, rate };
    if (this.pieces.at(-1)?.at === piece.at) this.pieces.pop();
    this.pieces.push(piece);
    if (this.pieces.length > MAX_PIECES) this.pieces.shift();
  }
}
