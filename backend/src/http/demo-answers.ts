// The demo REST's refusals (spec 02 §7), as every demo route answers them: `{ ok: false, errors: [...] }`.
import type { NextFunction, Response } from 'express';
import type { Locale } from '../platform/locale.ts';
import { log } from '../platform/logger.ts';
import { t } from '../platform/messages.ts';
import { isStorageFailure } from '../store/storage-failed.ts';
import type { CsRequest } from './transport-middleware.ts';

const refuse = (res: Response, status: number, message: string) =>
  res.status(status).json({ ok: false, errors: [{ field: 'common', message }] });

/** The body does not match the route's request schema. */
export const invalid = (locale: Locale, res: Response) => refuse(res, 400, t(locale, 'validation.invalid'));

/** The selected system has no twin. */
export const notSimulated = (res: Response) => refuse(res, 404, 'system is not simulated');

/** The twin has no such device. */
export const unknownDevice = (locale: Locale, res: Response) =>
  refuse(res, 422, t(locale, 'demo.unknown_device'));

/**
 * The audit row is written after the twin acted (its outcome is part of the row); when the disk refuses it (disk full,
 * read-only folder: bench/faults) the answer says so in JSON instead of express's HTML page.
 */
export function storageFailure(error: unknown, req: CsRequest, res: Response, next: NextFunction) {
  if (res.headersSent || !isStorageFailure(error)) return next(error);
  log().error({ err: error }, 'demo: storage write failed');
  return res.status(500).json({
    ok: false,
    errors: [
      { field: 'common', code: 'STORAGE_FAILED', message: t(req.cs?.locale ?? 'de', 'storage.audit_failed') },
    ],
  });
}
