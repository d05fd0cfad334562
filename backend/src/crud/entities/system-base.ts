// What the entities of a system's devices and routing share: the name rule, the permission, the
// description's frame and the references they make.
import type { FieldSpec } from '../entity.ts';
import { maxLength, required, unique } from '../rules.ts';

export const name = (): FieldSpec => ({ kind: 'String', rules: [required(), maxLength(64), unique()] });
export const SYSTEM = ['admin::manage_system'] as const;
export const base = (type: string, plural: string, collection: string, entity: string, segment: string) =>
  ({
    type,
    plural,
    collection,
    entity,
    store: 'system',
    permissions: SYSTEM,
    getsConfig: true,
    route: { segment },
  }) as const;
export const SECTION = { to: 'Section' } as const;
export const CALL_TYPE = { to: 'CallType' } as const;
export const CALL_SOURCE = { to: 'CallSource' } as const;
/** Long enough for a camera's or pager's address with its token. */
export const URL_MAX = 2048;
