// "Theirs": the Gets' configuration, read as CSV per kind over the gateway (docs/protocols.md §2.1). A CSV the
// protocol does not allow is 'invalid config' (spec 02 §5), never a half-read configuration.
import { CONFIG_KINDS, ConfigValidationError, parseCsv, type ConfigKind } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import { emptyRows, isSpecial, protocolRow, type RowsByKind } from './config-rows.ts';

export interface Theirs {
  rows: RowsByKind;
  /** ids that occur in more than one row of a kind's export */
  duplicateIds: Partial<Record<ConfigKind, number[]>>;
}

export class InvalidConfig extends Error {
  constructor(
    readonly kind: ConfigKind,
    message: string,
  ) {
    super(message);
  }
}

export async function readTheirs(gateway: GetsGateway): Promise<Theirs> {
  const rows = emptyRows();
  const duplicateIds: Theirs['duplicateIds'] = {};
  // One kind after the other: a Gets answers its HTTP API one request at a time anyway.
  for (const kind of CONFIG_KINDS) {
    const csv = await gateway.exportConfig(kind);
    let parsed;
    try {
      parsed = parseCsv(kind, csv, { ignoreUnknownColumns: true });
    } catch (error) {
      if (error instanceof ConfigValidationError) throw new InvalidConfig(kind, error.message);
      throw error;
    }
    for (const row of parsed) {
      if (isSpecial(kind, row.id)) continue;
      if (rows[kind].has(row.id)) (duplicateIds[kind] ??= []).push(row.id);
      rows[kind].set(row.id, protocolRow(kind, row));
    }
  }
  return { rows, duplicateIds };
}
