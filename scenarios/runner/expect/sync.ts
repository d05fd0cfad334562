// Sync expectations (spec 02 §3 config changelog, §4): the changelog and status as the sync screen asks for
// them, a record as the admin API answers it, and the call the Gets last opened for a device as its stream
// carried it (the configurator's texts: what the call system itself knows).
import { z } from 'zod';
import type { Step } from '../format.ts';
import type { Simulation } from '../simulation.ts';
import { failWith, pass, type Verdict } from './verdict.ts';

const changelog = z.object({
  syncChangelog: z.object({
    status: z.string(),
    error: z.string().nullable(),
    pending: z.boolean(),
    changelog: z.array(
      z.object({
        id: z.string(),
        state: z.string(),
        changes: z.array(
          z.object({ field: z.string(), ours: z.string().nullable(), theirs: z.string().nullable() }),
        ),
      }),
    ),
  }),
});

export async function expectChangelog(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectChangelog' }>,
): Promise<Verdict> {
  const { data, errors } = await sim.graphql(
    '{ syncChangelog { status error pending changelog { id state changes { field ours theirs } } } }',
    {},
    { system: systemId, user: 'technik' },
    changelog,
  );
  if (!data) return failWith(`syncChangelog answered ${errors?.[0]?.message}`);
  const c = data.syncChangelog;
  const seen = `status ${c.status}${c.error ? ` ("${c.error}")` : ''}, pending ${c.pending}, ${c.changelog.map((e) => `${e.id} ${e.state}`).join(', ') || 'no entries'}`;
  const problems: string[] = [];
  if (step.status !== undefined && c.status !== step.status) problems.push(`status, expected ${step.status}`);
  if (step.pending !== undefined && c.pending !== step.pending)
    problems.push(`pending, expected ${step.pending}`);
  for (const want of step.entries ?? []) {
    const got = c.changelog.find((e) => e.id === want.id);
    if (!got || got.state !== want.state) {
      problems.push(`${want.id} ${want.state} missing`);
      continue;
    }
    for (const [field, values] of Object.entries(want.fields ?? {})) {
      const change = got.changes.find((ch) => ch.field === field);
      if (!change) problems.push(`${want.id} has no change of ${field}`);
      else if (
        (values.ours !== undefined && change.ours !== values.ours) ||
        (values.theirs !== undefined && change.theirs !== values.theirs)
      )
        problems.push(`${want.id}.${field} ours "${change.ours}", theirs "${change.theirs}"`);
    }
  }
  if (step.exact && c.changelog.length !== (step.entries ?? []).length)
    problems.push(`expected exactly ${(step.entries ?? []).map((e) => e.id).join(', ') || 'no entries'}`);
  return problems.length ? failWith(`${seen}; ${problems.join('; ')}`) : pass(`changelog: ${seen}`);
}

export async function expectAdmin(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectAdmin' }>,
): Promise<Verdict> {
  const field = step.entity[0]!.toLowerCase() + step.entity.slice(1);
  const names = Object.keys(step.fields ?? {});
  const { data, errors } = await sim.graphql(
    `query($id: Int!) { ${field}(id: $id) { id ${names.join(' ')} } }`,
    { id: step.id },
    { system: systemId, user: 'technik' },
    z.record(z.string(), z.record(z.string(), z.unknown()).nullable()),
  );
  if (errors?.length) return failWith(`${field}(${step.id}) answered ${errors[0]!.message}`);
  const record = data?.[field] ?? null;
  const what = `${step.entity} ${step.id}`;
  if (step.fields === null)
    return record ? failWith(`${what} exists, expected none`) : pass(`${what} does not exist`);
  if (!record) return failWith(`${what} does not exist`);
  const differ = names.filter((n) => JSON.stringify(record[n]) !== JSON.stringify(step.fields![n]));
  const shown = names.map((n) => `${n} ${JSON.stringify(record[n])}`).join(', ');
  return differ.length
    ? failWith(
        `${what}: ${shown}; expected ${differ.map((n) => `${n} ${JSON.stringify(step.fields![n])}`).join(', ')}`,
      )
    : pass(`${what}: ${shown}`);
}

export function expectGetsCall(
  sim: Simulation,
  systemId: number,
  step: Extract<Step, { kind: 'expectGetsCall' }>,
): Verdict {
  const opened = sim.events.filter(
    (e) => e.systemId === systemId && e.source === 'gets' && e.event.type === 'call.opened',
  );
  const last = opened
    .map((e) => (e.event.type === 'call.opened' ? e.event.call : null))
    .filter((c) => c?.number === step.device)
    .at(-1);
  if (!last) return failWith(`the Gets opened no call for device ${step.device}`);
  const seen = `call #${last.id} of ${last.device_text_short}: section "${last.section_name}", call type "${last.call_type_text}"`;
  const bad =
    (step.section !== undefined && last.section_name !== step.section) ||
    (step.callType !== undefined && last.call_type_text !== step.callType);
  return bad
    ? failWith(
        `${seen}; expected${step.section ? ` section "${step.section}"` : ''}${step.callType ? ` call type "${step.callType}"` : ''}`,
      )
    : pass(`the Gets' ${seen}`);
}
