// The registry's resources in three parts of about equal test time: the machinery tests run one part per file
// (crud.test.tsx, crud-other-half.test.tsx, crud-devices.test.tsx) so the test workers share them (one file of all
// but the devices took a minute, the last minute of the whole unit run). The halves take every other resource: the
// registry's first half holds the heavier forms.
import { RESOURCES } from '../crud/registry.ts';
import * as deviceResources from '../crud/resources/devices.tsx';

const devices = new Set<unknown>(Object.values(deviceResources));
const others = RESOURCES.filter((r) => !devices.has(r));
export const resourceParts = {
  first: others.filter((_, i) => i % 2 === 0),
  second: others.filter((_, i) => i % 2 === 1),
  devices: RESOURCES.filter((r) => devices.has(r)),
};
