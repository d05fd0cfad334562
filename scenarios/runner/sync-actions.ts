// What the sync steps do (format-sync.ts): an administrator's edit, the product's commit and import over the
// backend's GraphQL as the admin area and the sync screen send them, and a change at the Gets through its own
// HTTP API (docs/protocols.md §2), as a technician at the configurator would make it.
import type { GraphqlError } from '@cs/contracts/graphql-answer';
import { z } from 'zod';
import type { SyncStep } from './format-sync.ts';
import type { Simulation } from './simulation.ts';

export interface ActionOutcome {
  ok: boolean;
  detail: string;
}

const codeOf = (errors: GraphqlError[] | undefined) =>
  errors?.length ? String(errors[0]!.extensions?.code ?? errors[0]!.message) : 'ok';

const judged = (step: { outcome: string }, seen: string, detail: string): ActionOutcome => ({
  ok: seen === step.outcome,
  detail: seen === step.outcome ? detail : `${detail}, expected ${step.outcome}`,
});

export async function adminEdit(
  sim: Simulation,
  systemId: number,
  step: Extract<SyncStep, { kind: 'adminEdit' }>,
): Promise<ActionOutcome> {
  const e = step.entity;
  const query =
    step.action === 'delete'
      ? `mutation($ids: [Int!]!) { delete${e}(ids: $ids) { id } }`
      : `mutation($input: Admin${e}Input!) { ${step.action}${e}(input: $input) { id } }`;
  const answer = await sim.graphql(
    query,
    step.action === 'delete' ? { ids: step.ids } : { input: step.input },
    { system: systemId, user: step.as },
  );
  const seen = codeOf(answer.errors);
  const why = answer.errors?.[0]?.message;
  return judged(step, seen, `${step.action}${e} answered ${seen}${seen === 'ok' || !why ? '' : ` (${why})`}`);
}

export async function syncCommit(
  sim: Simulation,
  systemId: number,
  step: Extract<SyncStep, { kind: 'syncCommit' }>,
): Promise<ActionOutcome> {
  const answer = await sim.graphql(
    'mutation($wipe: Boolean) { commitGetsConfig(wipe: $wipe) { sent { id } commit { step } } }',
    { wipe: step.wipe },
    { system: systemId, user: step.as },
    z.object({ commitGetsConfig: z.object({ sent: z.array(z.object({ id: z.string() })) }) }),
  );
  const seen = codeOf(answer.errors);
  const sent = answer.data?.commitGetsConfig.sent.map((s) => s.id) ?? [];
  return judged(
    step,
    seen,
    seen === 'ok'
      ? `commitGetsConfig sent ${sent.length ? sent.join(', ') : 'nothing'} and started the commit`
      : `commitGetsConfig answered ${seen} (${answer.errors?.[0]?.message})`,
  );
}

const importAnswer = z.object({
  importGetsConfig: z.object({
    success: z.boolean(),
    imported: z.array(z.object({ id: z.string() })),
    failures: z.array(
      z.object({
        check: z.string(),
        entity_kind: z.string(),
        entity_ids: z.array(z.int()),
        message: z.string(),
      }),
    ),
  }),
});

export async function syncImport(
  sim: Simulation,
  systemId: number,
  step: Extract<SyncStep, { kind: 'syncImport' }>,
): Promise<ActionOutcome> {
  const answer = await sim.graphql(
    'mutation { importGetsConfig { success imported { id } failures { check entity_kind entity_ids message } } }',
    {},
    { system: systemId, user: step.as },
    importAnswer,
  );
  const result = answer.data?.importGetsConfig;
  const seen = answer.errors?.length ? codeOf(answer.errors) : result?.success ? 'imported' : 'refused';
  const failures = (result?.failures ?? []).map(
    (f) => `${f.check} ${f.entity_kind} [${f.entity_ids.join(', ')}]`,
  );
  const detail =
    seen === 'imported'
      ? `importGetsConfig took ${result!.imported.map((i) => i.id).join(', ') || 'nothing'}`
      : seen === 'refused'
        ? `importGetsConfig refused: ${failures.join('; ')} ("${result!.failures[0]?.message}")`
        : `importGetsConfig answered ${seen}`;
  const outcome = judged(step, seen, detail);
  const want = (step.failures ?? []).map((f) => `${f.check} ${f.kind} [${f.ids.join(', ')}]`);
  const missing = want.filter((w) => !failures.includes(w));
  const extra = failures.filter((f) => !want.includes(f));
  if (outcome.ok && step.failures && (missing.length || extra.length))
    return { ok: false, detail: `${detail}; expected the failures ${want.join('; ')}` };
  return outcome;
}

/** The twin's Gets HTTP API with its own credentials, not through the backend (docs/protocols.md §2). */
export async function getsEdit(
  sim: Simulation,
  systemId: number,
  step: Extract<SyncStep, { kind: 'getsEdit' }>,
): Promise<ActionOutcome> {
  const gets = sim.services.demo?.targets.get(systemId)?.gets;
  if (!gets) return { ok: false, detail: `system ${systemId} has no Gets address` };
  const auth = Buffer.from(`${gets.username}:${gets.password}`).toString('base64');
  const res = await fetch(`http://${gets.host}:${gets.port}/api/v1/config/${step.configKind}/changes`, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({ upsert: step.upsert ?? [], delete: step.delete ?? [] }),
  });
  const body = await res.text();
  await sim.settle();
  return res.status === 200
    ? { ok: true, detail: `the Gets took the change: ${body}` }
    : { ok: false, detail: `the Gets answered HTTP ${res.status} ${body}` };
}
