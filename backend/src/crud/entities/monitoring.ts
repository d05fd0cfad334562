// Monitoring configuration of the installation (spec 02 §3 probable-defect monitor: name, criterion as a hex code
// starting 0x, threshold as the maximum count, timeframe in hours). A device whose hub reports the criterion more
// often than the threshold within the timeframe has a probable defect (modules/incidents). They are part of the
// global settings (spec 02 §3 "probable-defect settings"), so they need what the settings page needs (spec 01 §2:
// admin::manage_system) and are listed on it (/admin/settings), their form over it (/admin/settings/probabledefects/
// edit/:id?). The installation holds one list for every system, so a name is unique per system too. The monitor reads
// them at every event and sweep: an edit counts from the next one.
import { define } from '../entity.ts';
import { criterionPrefix, maxLength, min, required } from '../rules.ts';
import { name } from './system-base.ts';

export const probableDefectMonitors = define({
  type: 'ProbableDefectMonitor',
  plural: 'probableDefectMonitors',
  store: 'installation',
  collection: 'probable_defect_monitors',
  entity: 'probable_defect_monitor',
  permissions: ['admin::manage_system'],
  route: { segment: 'settings/probabledefects', page: 'settings' },
  fields: {
    name: name(),
    criterion: {
      kind: 'String',
      rules: [required(), criterionPrefix(), maxLength(10)],
      description: 'hex code of the hub criterion, e.g. 0x6A',
    },
    threshold: {
      kind: 'Int',
      rules: [required(), min(1)],
      default: 4,
      description: 'the most reports allowed within the timeframe; one more is a probable defect',
    },
    timeframe: { kind: 'Int', rules: [required(), min(1)], default: 1, description: 'hours' },
  },
});
