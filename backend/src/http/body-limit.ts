// GraphQL bodies are read with a cap before anything parses them: over the cap is refused with
// HTTP 413 and a translated GraphQL error, without buffering the rest. Everybody gets 1 MiB; only a user
// who may upload checkpoint map images (admin::manage_system, request-limits.ts) gets 8 MiB. Runs after
// requestState, which knows the user.
import express from 'express';
import type { NextFunction, Response } from 'express';
import { MAX_REQUEST_BYTES, MAX_UPLOAD_REQUEST_BYTES, requestTooLarge } from '../graphql/request-limits.ts';
import type { Services } from '../context.ts';
import { effectivePermissions } from '../auth/permissions.ts';
import type { CsRequest } from './transport-middleware.ts';

const readers = {
  anyone: { read: express.raw({ type: () => true, limit: MAX_REQUEST_BYTES }), max: '1 MiB' },
  uploader: { read: express.raw({ type: () => true, limit: MAX_UPLOAD_REQUEST_BYTES }), max: '8 MiB' },
};

export function graphqlBodyLimit(services: Services) {
  const mayUpload = (req: CsRequest) => {
    const user = req.cs?.session ? req.cs.user : null;
    return (
      user !== null &&
      effectivePermissions(user, services.users.rolesOf(user)).includes('admin::manage_system')
    );
  };
  return (req: CsRequest, res: Response, next: NextFunction): void => {
    const { read, max } = mayUpload(req) ? readers.uploader : readers.anyone;
    read(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type !== 'entity.too.large') return next(error);
      const { message, extensions } = requestTooLarge(req.cs?.locale ?? 'de', max);
      res.status(413).json({ errors: [{ message, extensions: { code: extensions.code } }] });
    });
  };
}
