import { advanceTo, expectReportMails, scenario, setReport } from '../runner/format.ts';

// Demo facility, Haus Lindenhof (Europe/Zurich). 2024: 29 February is a Thursday, the clocks go forward on Sunday
// 31 March (also a month's last day), 1 April is a Monday. Reports go out at 06:00 local time, each covering the
// local days before the run (a daily one of 31 March covers its 23 hours).
export default scenario({
  name: 'reports-month-end-dst-leap-day',
  title: 'Reports across a month end, a DST change and 29 February: one daily, weekly and monthly mail each',
  story:
    'The head of nursing wants every report: daily, weekly on Mondays, monthly on the 1st. Over five weeks of 2024 the ' +
    'backend mails each exactly once: the daily one of 29 February, the monthly one of February on 1 March, the daily ' +
    'one of the short night of 31 March, and on Monday 1 April the daily, the weekly and the monthly one together.',
  cites: [
    'spec 02 §9 reports: daily every day, weekly every Monday, monthly on the 1st',
    'spec 02 §3 send log: kind report, subjects daily, weekly, monthly',
    'spec 01 §9 dates dd.MM.yyyy; week starts Monday',
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
    advanceTo('2024-03-04 07:00'),
    expectReportMails(
      { daily: ['01.03.2024', '02.03.2024', '03.03.2024'], weekly: ['26.02.2024 – 03.03.2024'], monthly: [] },
      { label: 'the first Monday: the week with 29 February in it' },
    ),
    advanceTo('2024-03-30 07:00'),
    expectReportMails(
      {
        daily: Array.from({ length: 26 }, (_, i) => `${String(i + 4).padStart(2, '0')}.03.2024`),
        weekly: ['04.03.2024 – 10.03.2024', '11.03.2024 – 17.03.2024', '18.03.2024 – 24.03.2024'],
        monthly: [],
      },
      { label: 'March: one daily per day, one weekly per Monday' },
    ),
    advanceTo('2024-04-01 07:00'),
    expectReportMails(
      {
        daily: ['30.03.2024', '31.03.2024'],
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
