// The machinery (list, create, update, copy, delete, validation errors; spec 01 §5) for every resource of the
// registry but the devices ones, which crud-devices.test.tsx runs in the other test worker.
import { useAdminScreens } from '../test/crud-helpers.ts';
import { describeMachinery } from '../test/resource-machinery.tsx';
import { RESOURCES } from './registry.ts';
import * as deviceResources from './resources/devices.tsx';

useAdminScreens();

const devices = new Set<unknown>(Object.values(deviceResources));
describeMachinery(RESOURCES.filter((r) => !devices.has(r)));
