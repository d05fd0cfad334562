// The admin entities for the console without a backend (crud/ tests and stories): one generic
// in-memory collection per GraphQL type behind the generated Admin<Type><Op> operations, with the
// form lifecycle's answers (create, update, delete by id list, sort) and server validation errors
// shaped like the real backend's (extensions: validation, field, key, data; spec 01 §5).
import { graphql } from 'msw/graphql';
import { HttpResponse } from 'msw/http';
import type { DocumentNode, FragmentDefinitionNode } from 'graphql';
import * as generated from '../console/src/generated/graphql.ts';

import { adminSeed, type Row } from './admin-seed.ts';

export interface AdminValidationError {
  field: string;
  key: string;
  data?: Record<string, unknown>;
  message?: string;
}

export interface AdminMockOptions {
  /** rows per GraphQL type (without the Admin prefix) */
  data?: Record<string, Row[]>;
  /** a rule of the mock server: answers validation errors for an input, or none */
  validate?: (type: string, input: Record<string, unknown>) => AdminValidationError[];
  /** every operation answers MISSING_PERMISSION */
  forbidden?: boolean;
  /** a rule of the mock server: why deleting these ids is refused (spec 02 §5: records that use them), or none */
  refuseDelete?: (type: string, ids: readonly number[]) => AdminValidationError[];
  /** the first this many list loads answer HTTP 500 (a server fault), the later ones the rows */
  failLists?: number;
}

/** Validation errors shaped like the real backend's (extensions: validation, field, key, data). */
const validationBody = (errors: readonly AdminValidationError[]) => ({
  data: null,
  errors: errors.map((e) => ({
    message: e.message ?? e.key,
    extensions: {
      code: 'VALIDATION_FAILED',
      validation: true,
      field: e.field,
      key: e.key,
      data: e.data ?? {},
    },
  })),
});

const OPERATION = /^Admin(\w+?)(List|Get|Create|Update|Delete|Sort)$/;
const docs = generated as unknown as Record<string, DocumentNode | undefined>;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

/** The fields the console selects for a type, from its generated fragment. */
/** What the server adds to a new record of a type (backend/src/crud/entities/app.ts toRecord: not paired yet, its pairing code). */
const serverFilled = (type: string): Record<string, unknown> =>
  type === 'AppClient'
    ? { registration: null, permissions: [], problems: [], pairing_token: MOCK_PAIRING_CODE }
    : {};
/** Rows of a record (a display group's connections) get their ids from the server, as the backend's store does. */
function withItemIds(input: Record<string, unknown>): Record<string, unknown> {
  const connections = input.connections as Array<Record<string, unknown>> | undefined;
  if (!Array.isArray(connections)) return input;
  let next = 1000;
  return {
    ...input,
    connections: connections.map((c) => ({ __typename: 'DisplayGroupConnection', id: c.id ?? next++, ...c })),
  };
}
function selectedFields(operationName: string): string[] {
  const doc = docs[`${operationName}Document`];
  const fragment = doc?.definitions.find((d): d is FragmentDefinitionNode => d.kind === 'FragmentDefinition');
  return fragment?.selectionSet.selections.flatMap((s) => (s.kind === 'Field' ? [s.name.value] : [])) ?? [];
}
/** The list field of a type, from its generated list query. */
function listField(type: string): string {
  const op = docs[`Admin${type}ListDocument`]?.definitions.find((d) => d.kind === 'OperationDefinition');
  const sel = op && 'selectionSet' in op ? op.selectionSet.selections[0] : undefined;
  return sel && sel.kind === 'Field' ? sel.name.value : `${lowerFirst(type)}s`;
}

export function createAdminMock(options: AdminMockOptions = {}) {
  const rows: Record<string, Row[]> = { ...adminSeed(), ...options.data };
  const requests: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  // The record as the server answers it: the fields the documents select, null where the store has none (what
  // the store keeps beyond them, such as a checkpoint map's uploaded image, is not answered).
  const complete = (type: string, row: Row, operationName: string) => ({
    ...Object.fromEntries(selectedFields(operationName).map((f) => [f, row[f] ?? null])),
    id: row.id,
    __typename: `Admin${type}`,
  });
  const api = graphql.link('*/backend/query');
  let listFailures = options.failLists ?? 0;

  const handler = api.operation(({ operationName, variables }) => {
    const m = OPERATION.exec(operationName ?? '');
    if (!m) return undefined;
    const [, type, op] = m as unknown as [string, string, string];
    requests.push({ operation: operationName as string, variables });
    if (options.forbidden)
      return HttpResponse.json({
        data: null,
        errors: [{ message: 'MISSING_PERMISSION', extensions: { code: 'MISSING_PERMISSION' } }],
      });
    const list = (rows[type] ??= []);
    const plural = listField(type);
    if (op === 'List' && listFailures > 0) {
      listFailures--;
      return HttpResponse.json({ errors: [{ message: 'Internal Server Error' }] }, { status: 500 });
    }
    if (op === 'List')
      return HttpResponse.json({
        data: { [plural]: list.map((r) => complete(type, r, operationName as string)) },
      });
    if (op === 'Get') {
      const found = list.find((r) => r.id === variables.id);
      return HttpResponse.json({
        data: { [lowerFirst(type)]: found ? complete(type, found, operationName as string) : null },
      });
    }
    if (op === 'Delete') {
      const ids = variables.ids as number[];
      const refused = options.refuseDelete?.(type, ids) ?? [];
      if (refused.length) return HttpResponse.json(validationBody(refused));
      const deleted = list.filter((r) => ids.includes(r.id));
      rows[type] = list.filter((r) => !ids.includes(r.id));
      return HttpResponse.json({
        data: { [`delete${type}`]: deleted.map((r) => ({ id: r.id, __typename: `Admin${type}` })) },
      });
    }
    if (op === 'Sort') {
      const ids = variables.ids as number[];
      rows[type] = ids.map((id, i) => ({ ...(list.find((r) => r.id === id) as Row), sort_order: i + 1 }));
      return HttpResponse.json({
        data: {
          [`sort${plural.charAt(0).toUpperCase()}${plural.slice(1)}`]: rows[type].map((r) => ({
            id: r.id,
            sort_order: r.sort_order,
            __typename: `Admin${type}`,
          })),
        },
      });
    }
    const input = variables.input as Record<string, unknown>;
    const errors = options.validate?.(type, input) ?? [];
    if (errors.length) return HttpResponse.json(validationBody(errors));
    const { password: _p, password_repeat: _r, secret: _s, ...given } = input;
    const stored = withItemIds(given);
    if (op === 'Create') {
      const row = {
        ...serverFilled(type),
        ...stored,
        id: list.reduce((max, r) => Math.max(max, r.id), 0) + 1,
      } as Row;
      list.push(row);
      return HttpResponse.json({ data: { [`create${type}`]: complete(type, row, operationName as string) } });
    }
    const index = list.findIndex((r) => r.id === input.id);
    const row = { ...list[index], ...stored } as Row;
    list[index] = row;
    return HttpResponse.json({ data: { [`update${type}`]: complete(type, row, operationName as string) } });
  });

  return { handlers: [handler], rows, requests };
}
export type AdminMock = ReturnType<typeof createAdminMock>;
/** The pairing code the mock gives a new app client. */
export const MOCK_PAIRING_CODE = 'K7QM4XTP9HRW';
