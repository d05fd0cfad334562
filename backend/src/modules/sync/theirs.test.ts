// Reading the Gets' export (docs/protocols.md §2.1): columns of a newer Gets are ignored, ids repeated in an
// export are reported for the duplicate-position check, a CSV that breaks the column types is invalid config.
import { describe, expect, it } from 'vitest';
import { CONFIG_KINDS, columnsOf, type ConfigKind } from '@cs/contracts/gets';
import type { GetsGateway } from '../../gateways/types.ts';
import { InvalidConfig, readTheirs } from './theirs.ts';

const gatewayWith = (csv: Partial<Record<ConfigKind, string>>) =>
  ({
    exportConfig: async (kind: ConfigKind) => csv[kind] ?? `${columnsOf(kind).join(',')}\r\n`,
  }) as unknown as GetsGateway;

describe('the configurator’s configuration', () => {
  it('ignores unknown columns and reports repeated ids; meanings are not rows', async () => {
    const theirs = await readTheirs(
      gatewayWith({
        display_groups: 'id,name,colour\r\n1,Pflege,red\r\n1,Pflege 2,blue\r\n255,Keine,\r\n',
      }),
    );
    expect([...theirs.rows.display_groups.values()]).toEqual([{ id: 1, name: 'Pflege 2' }]);
    expect(theirs.duplicateIds).toEqual({ display_groups: [1] });
    expect(CONFIG_KINDS.every((k) => k === 'display_groups' || theirs.rows[k].size === 0)).toBe(true);
  });

  it('a value that breaks its column type is invalid config, naming the kind', async () => {
    const reading = readTheirs(gatewayWith({ sections: 'id,name,is_hidden\r\n1,A,maybe\r\n' }));
    await expect(reading).rejects.toBeInstanceOf(InvalidConfig);
    await expect(reading).rejects.toMatchObject({
      kind: 'sections',
      message: expect.stringMatching(/is_hidden/),
    });
  });
});
