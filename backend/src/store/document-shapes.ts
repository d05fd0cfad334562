// The frame of each configuration document, checked when it is read from disk (durable-json-file.ts): what the
// store and every repository take for granted before they look at a record (the lists are lists of records, the
// ids are ids). A file that does not fit is refused with the path and the reason; the records' own fields are the
// descriptions' business (crud/), checked on every write.
import { z } from 'zod';
import type { InstallationDoc, SystemDoc } from './config-types.ts';
import type { DocumentParser } from './durable-json-file.ts';

const records = z.array(z.looseObject({}));
const ids = z.array(z.int());

const installationFrame = z.looseObject({
  system_ids: ids,
  users: records,
  roles: records,
  global_settings: z.looseObject({}),
  licence: z.looseObject({}).nullable(),
  display_profiles: records.optional(),
});

// Documents written before the call configuration existed lack its lists (config-store.ts gives them empty ones).
const systemFrame = z.looseObject({
  id: z.int(),
  name: z.string(),
  configurator: z.looseObject({}),
  sync: z.looseObject({}),
  call_types: records.optional(),
  call_sources: records.optional(),
  sections: records.optional(),
  schedules: records.optional(),
  display_groups: records.optional(),
  nodes: records.optional(),
  hubs: records.optional(),
});

/**
 * The durable file's parser for a document: the value itself once its frame fits (not zod's copy: a document reaches
 * 1 MB); the records inside are the descriptions' shape, written only through them.
 */
function framed<T>(frame: z.ZodType): DocumentParser<T> {
  function check(json: unknown): asserts json is T {
    const result = frame.safeParse(json);
    if (!result.success) throw new TypeError(z.prettifyError(result.error));
  }
  return (json) => {
    check(json);
    return json;
  };
}

export const installationDocument = framed<InstallationDoc>(installationFrame);
export const systemDocument = framed<SystemDoc>(systemFrame);
