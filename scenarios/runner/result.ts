// What a scenario's run gives (run.ts), apart so the steps' actions (act.ts), which run.ts calls, name it
// without importing run.ts (no import cycle: ARCHITECTURE §2).
export interface ScenarioResult {
  name: string;
  passed: number;
  failed: number;
  failures: string[];
  wallMs: number;
  simulatedMs: number;
  callLogRows: number;
  callLogHash: string;
}
