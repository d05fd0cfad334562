import { advanceTo, expectReportMails, scenario, setReport } from '../runner/format.ts';

// Demo facility, Haus Lindenhof (Europe/Zurich). 2024: the clocks go forward on Sunday 31 March, also the month's
// last day, and 1 April is a Monday. Reports go out at 06:00 local time, each covering the local days before the
// run: the daily one of 31 March covers its 23 hours. (The 50 days around it: backend report-walk.test.ts.)
export default scenario({
  name: 'reports-dst-month-end-monday',
  title:
    'Reports across a DST change and a month end: on Monday 1 April one daily, weekly and monthly mail each',
  story:
    'The head of nursing wants every report: daily, weekly on Mondays, monthly on the 1st. Over the short night of ' +
    '31 March the backend mails each exactly once, and on Monday 1 April the daily, the weekly and the monthly one ' +
    'together.',
  cites: [
    'spec 02 §9 reports: daily every day, weekly every Monday, monthly on the 1st',
    'spec 02 §3 send log: kind report, subjects daily, weekly, monthly',
    'spec 01 §9 dates dd.MM.yyyy; week starts Monday',
  ],
  facility: { kind: 'demo', systems: [1] },
  start: '2024-03-30 05:00',
  quantum: '10s',
  steps: [
    setReport({ email: 'leitung@heim.example', daily: true, weekly: true, monthly: true }),
    advanceTo('2024-04-01 07:00'),
    expectReportMails(
      {
        daily: ['29.03.2024', '30.03.2024', '31.03.2024'],
        weekly: ['25.03.2024 – 31.03.2024'],
        monthly: ['01.03.2024 – 31.03.2024'],
      },
      {
        label:
          'over the DST night and the month end: Monday 1 April sends daily, weekly and monthly once each',
      },
    ),
  ],
});
