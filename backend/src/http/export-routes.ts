// GET /backend/exports/:id/file — an export's file (spec 02 §3 export), for the user who made it only. The session
// comes from the cookie; the job's own system, the user's system_access, and the permission and licence of the
// job's source are judged again from the server's data now (a role or licence taken away since stops the
// download), with the same policy entries as starting an export, and for a call log file the call sources the user
// may read (a role restricted to call source groups since stops it). Each download is audited.
import { z } from 'zod';
import { createReadStream } from 'node:fs';
import express from 'express';
import type { GraphQLContext, Services } from '../context.ts';
import { authorize } from '../auth/authorize.ts';
import { covers, scopeOf } from '../auth/call-source-scope.ts';
import { mayUseSystem } from '../auth/permissions.ts';
import { policyFor } from '../auth/policy.ts';
import { parseCookies, SESSION_COOKIE } from '../auth/request-state.ts';
import { localeFromAcceptLanguage } from '../platform/locale.ts';
import { t } from '../platform/messages.ts';
import { systemTimeZone } from '../store/system-zone.ts';
import { fileNameOf } from '../modules/exports/resolvers.ts';

const exportRequestScope = z.object({ scope: z.array(z.int()) });

/** The scope a call log export was made under; a job stored before scopes were stored read every call source. */
function exportedScope(request: string): number[] | null {
  try {
    const stored = exportRequestScope.safeParse(JSON.parse(request));
    return stored.success ? stored.data.scope : null;
  } catch {
    return null;
  }
}

const TYPES = {
  CSV: 'text/csv; charset=utf-8',
  XLSX: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  PDF: 'application/pdf',
} as const;

export function exportRoutes(services: Services): express.Router {
  const router = express.Router();
  router.get('/:id/file', (req, res) => {
    const locale = localeFromAcceptLanguage(req.get('accept-language'));
    const session = services.sessions.resolve(parseCookies(req.get('cookie')).get(SESSION_COOKIE));
    const user = session ? services.users.byId(session.userId) : undefined;
    if (!session || !user)
      return void res.status(401).json({ error: 'MISSING_AUTH', message: t(locale, 'auth.missing_auth') });
    const id = Number(req.params.id);
    const job = Number.isSafeInteger(id) ? services.exports.get(id) : null;
    // Another user's job is answered as missing: its existence is not theirs to learn.
    if (!job || job.user_id !== user.id)
      return void res.status(404).json({ error: 'NOT_FOUND', message: t(locale, 'export.errors.not_found') });
    const ctx: GraphQLContext = {
      systemId: job.system_id,
      locale,
      session,
      user,
      address: req.ip ?? null,
      services,
      transport: 'http',
    };
    const field = job.source === 'Calls' ? 'exportCallLog' : 'exportSystemTree';
    const denied =
      !services.systems.get(job.system_id) || !mayUseSystem(user, job.system_id)
        ? { message: t(locale, 'system.unavailable'), extensions: { code: 'SYSTEM_UNAVAILABLE' } }
        : authorize(policyFor('Mutation', field), ctx);
    if (denied) return void res.status(403).json({ error: denied.extensions.code, message: denied.message });
    // A call log file holds the calls of the call sources its user could read then: a role restricted since stops it.
    if (job.source === 'Calls' && !covers(scopeOf(ctx, job.system_id), exportedScope(job.request)))
      return void res
        .status(403)
        .json({ error: 'MISSING_PERMISSION', message: t(locale, 'auth.missing_permission') });
    const file = services.exports.filePath(job);
    if (job.state !== 'Complete' || !file)
      return void res.status(409).json({ error: job.state, message: t(locale, 'export.errors.not_found') });
    const name = fileNameOf(job, systemTimeZone(services.systems.get(job.system_id) ?? {}));
    // Who took the call log (personal data) out of the system, and when.
    services.audit.record({
      userId: user.id,
      userName: user.name,
      action: 'download',
      entity: 'export',
      entityId: job.id,
      changes: { source: job.source, format: job.format, rows: job.rows_total },
      systemId: job.system_id,
      address: req.ip ?? null,
    });
    res.setHeader('Content-Type', TYPES[job.format]);
    res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('Cache-Control', 'private, no-store');
    if (job.size !== null) res.setHeader('Content-Length', String(job.size));
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return router;
}
