// The machinery (list, create, update, copy, delete, validation errors; spec 01 §5) for the devices resources
// (call sources, hubs, buttons, ...); crud.test.tsx runs the rest of the registry.
import { useAdminScreens } from '../test/crud-helpers.ts';
import { describeMachinery } from '../test/resource-machinery.tsx';
import { RESOURCES } from './registry.ts';
import * as deviceResources from './resources/devices.tsx';

useAdminScreens();

const devices = new Set<unknown>(Object.values(deviceResources));
describeMachinery(RESOURCES.filter((r) => devices.has(r)));
