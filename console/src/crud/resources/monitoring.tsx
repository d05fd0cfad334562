// Probable-defect monitors (spec 02 §3: name, criterion as a hex code starting 0x, threshold as the maximum count,
// timeframe in hours), the global settings' probable-defect settings: presentation only, the fields and rules are the
// description's (backend crud/entities/monitoring.ts).
import { define } from '../resource.ts';

export const probableDefectMonitors = define({
  type: 'ProbableDefectMonitor',
  columns: [{ name: 'name' }, { name: 'criterion' }, { name: 'threshold' }, { name: 'timeframe' }],
  fields: {
    criterion: { hint: 'admin.probableDefectMonitors.hints.criterion' },
    threshold: { hint: 'admin.probableDefectMonitors.hints.threshold' },
  },
});
