import { advanceTo, expectReportMails, scenario, setReport } from '../runner/format.ts';

// Demo facility, Haus Lindenhof (Europe/Zurich). 2024: 29 February is a Thursday. Reports go out at 06:00 local
// time, each covering the local days before the run. Two days only: the whole 50 days from February to April (the
// leap day, both month ends, the DST change) are walked fast without the twin in backend report-walk.test.ts; a
// twin's heartbeats make every simulated minute cost here (five weeks took 146-272 s of the suite).
export default scenario({
  name: 'reports-leap-day-month-end',
  title: 'Reports across 29 February and a month end: one daily mail each, the monthly one on the 1st',
  story:
    'The head of nursing wants every report: daily, weekly on Mondays, monthly on the 1st. The backend mails the ' +
    'daily one of 29 February once, and on 1 March the monthly one of February with its 29 days.',
  cites: [
    'spec 02 §9 reports: daily every day, weekly every Monday, monthly on the 1st',
    'spec 02 §3 send log: kind report, subjects daily, weekly, monthly',
    'spec 01 §9 dates dd.MM.yyyy',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2024-02-28 05:00',
  quantum: '10s',
  steps: [
    setReport({ email: 'leitung@heim.example', daily: true, weekly: true, monthly: true }),
    advanceTo('2024-03-01 07:00'),
    expectReportMails(
      { daily: ['27.02.2024', '28.02.2024', '29.02.2024'], weekly: [], monthly: ['01.02.2024 – 29.02.2024'] },
      { label: '29 February has its daily report; February its monthly one on the 1st' },
    ),
  ],
});
