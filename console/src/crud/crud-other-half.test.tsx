// The machinery (list, create, update, copy, delete, validation errors; spec 01 §5) for the resources crud.test.tsx
// leaves out but the devices ones (test/resource-partition.ts).
import { useAdminScreens } from '../test/crud-helpers.ts';
import { describeMachinery } from '../test/resource-machinery.tsx';
import { resourceParts } from '../test/resource-partition.ts';

useAdminScreens();

describeMachinery(resourceParts.second);
