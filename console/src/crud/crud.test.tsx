// The machinery (list, create, update, copy, delete, validation errors; spec 01 §5) for every other resource of the
// registry but the devices ones; the other two parts run in the files beside it (test/resource-partition.ts).
import { useAdminScreens } from '../test/crud-helpers.ts';
import { describeMachinery } from '../test/resource-machinery.tsx';
import { resourceParts } from '../test/resource-partition.ts';

useAdminScreens();

describeMachinery(resourceParts.first);
