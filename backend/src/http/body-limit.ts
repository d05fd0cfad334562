// GraphQL bodies are read with a cap before anything parses them (issue 12): over 1 MiB is refused with
// HTTP 413 and a translated GraphQL error, without buffering the rest. Yoga receives the read bytes.
import express from 'express';
import type { NextFunction, Request, Response } from 'express';
import { MAX_REQUEST_BYTES, requestTooLarge } from '../graphql/request-limits.ts';
import { localeFromAcceptLanguage } from '../platform/locale.ts';

export function graphqlBodyLimit() {
  const read = express.raw({ type: () => true, limit: MAX_REQUEST_BYTES });
  return (req: Request, res: Response, next: NextFunction): void =>
    read(req, res, (error?: unknown) => {
      if ((error as { type?: string } | undefined)?.type !== 'entity.too.large') return next(error);
      const { message, extensions } = requestTooLarge(localeFromAcceptLanguage(req.get('accept-language')));
      res.status(413).json({ errors: [{ message, extensions: { code: extensions.code } }] });
    });
}
