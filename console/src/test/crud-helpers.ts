// Helpers of the admin machinery's component tests: the German admin texts, list and form paths of a
// resource, one stored row per type, the list table, and the mock backend's requests. useAdminScreens() loads
// the admin chunk once before a file's tests (the app loads it with the first admin screen) and disposes the
// runtimes after each.
import { screen } from '@testing-library/react';
import { getNamedType, isListType, isNonNullType, isObjectType, type GraphQLOutputType } from 'graphql';
import { afterEach, beforeAll } from 'vitest';
import { routePathByName } from '../platform/routes/guard.ts';
import { resources } from '../platform/i18n/i18n.ts';
import { RESOURCES } from '../crud/registry.ts';
import { formPathOf } from '../crud/list/use-list-controller.ts';
import type { ResourceDef } from '../crud/resource.ts';
import { ADMIN_ROUTES } from '../crud/generated/admin-routes.ts';
import { disposeRuntimes } from './render-app.tsx';
import { backendSchema } from '../../../mocks/schema-check.ts';

export function useAdminScreens(): void {
  afterEach(disposeRuntimes);
  beforeAll(() => import('../crud/admin-chunk.tsx'), 120_000);
}

export const de = resources.de.admin as unknown as Record<
  string,
  { title: string; one: string; fields: Record<string, string> }
>;
/** The list's page: its own, or the single page it is a section of (the settings' probable-defect monitors). */
export const listPath = (r: ResourceDef) =>
  routePathByName(ADMIN_ROUTES.find((e) => e.name === r.name)?.page ?? r.name) as string;
export const formPath = (r: ResourceDef, id?: number) => formPathOf(r, id);
/**
 * One stored row for every type, so update, copy and delete have something to work on: the fields the backend's
 * type of the list has (a write-only password among the defaults, or a 'title' the type lacks, would be a mock
 * answer the schema does not allow).
 */
export const row = (r: ResourceDef) => {
  const type = backendSchema().getType(`Admin${r.type}`);
  const fields = type && isObjectType(type) ? type.getFields() : {};
  const sample: Record<string, unknown> = {
    id: 7,
    ...r.defaults,
    name: 'Eintrag 7',
    title: 'Eintrag 7',
    email: 'a@b.ch',
    number: 7,
    text: 'Text',
  };
  const stored = Object.entries(fields).map(([key, field]) => [
    key,
    key in sample ? sample[key] : emptyOf(field.type),
  ]);
  return { [r.type]: [Object.fromEntries(stored.filter(([, value]) => value !== undefined))] };
};
/** What the server answers for a field the sample does not set: nothing, or an empty value where null is not allowed. */
function emptyOf(type: GraphQLOutputType): unknown {
  if (!isNonNullType(type)) return undefined;
  if (isListType(type.ofType)) return [];
  const named = getNamedType(type).name;
  return named === 'Boolean'
    ? false
    : named === 'Int' || named === 'Float'
      ? 0
      : named === 'String'
        ? ''
        : undefined;
}
// Lazy screens still suspend once per render of the app: allow more than the default second.
export const table = (r: ResourceDef) =>
  screen.findByRole('table', { name: de[r.name]?.title }, { timeout: 5000 });
/** A multiselect's label also names its hidden value input: the one the user types into. */
export const visibleInput = (els: HTMLElement[]) =>
  els.find((e) => e.tagName === 'INPUT' && (e as HTMLInputElement).type !== 'hidden') as HTMLElement;
export const requestsOf = (
  mock: { requests: Array<{ operation: string; variables: Record<string, unknown> }> },
  op: string,
) => mock.requests.filter((q) => q.operation === op);
export const byName = (n: string) => RESOURCES.find((r) => r.name === n) as ResourceDef;
