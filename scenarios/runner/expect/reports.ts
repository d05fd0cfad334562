// The report mails the backend queued (issue 18; spec 02 §3 send log kind report, subjects daily/weekly/monthly;
// spec 02 §9 report days), since the previous check: exactly the expected titles per period, each once. The send
// log holds every mail queued, sent or not (the simulation has no mail server: the mails fail and are retried, which
// queues no new row); the mails themselves over SMTP are backend/src/modules/reports/report-walk.test.ts's.
import type { Step } from '../format.ts';
import type { Simulation } from '../simulation.ts';
import type { Cursors } from './history.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

/** The German subject lines' prefixes (the report's recipient has no user: the installation's language). */
const PREFIX = {
  daily: 'Täglicher Bericht ',
  weekly: 'Wöchentlicher Bericht ',
  monthly: 'Monatlicher Bericht ',
};
type Period = keyof typeof PREFIX;
const PERIODS: Period[] = ['daily', 'weekly', 'monthly'];

export function expectReportMails(
  sim: Simulation,
  step: Extract<Step, { kind: 'expectReportMails' }>,
  cursors: Cursors,
): Verdict {
  const rows = sim.services.sendLog
    .list(10_000)
    .filter((r) => r.id > cursors.sendLog && r.kind === 'report')
    .reverse();
  cursors.sendLog = Math.max(cursors.sendLog, ...rows.map((r) => r.id));
  const problems: string[] = [];
  const seen: string[] = [];
  for (const period of PERIODS) {
    const got = rows
      .filter((r) => r.subject === period)
      .map((r) => (r.title.startsWith(PREFIX[period]) ? r.title.slice(PREFIX[period].length) : r.title));
    const want = step.mails[period];
    const same = got.length === want.length && [...got].sort().every((t, i) => t === [...want].sort()[i]);
    if (!same) problems.push(`${period}: ${got.join(', ') || 'none'}; expected ${want.join(', ') || 'none'}`);
    seen.push(`${got.length} ${period}`);
  }
  return problems.length ? failWith(problems.join('; ')) : pass(`report mails queued: ${seen.join(', ')}`);
}
