// GraphQL answers compressed on their way. A 1,000-bed tree is 900 kB of JSON: 120 kB gzipped at level 1 (3 ms) or
// 106 kB as brotli at quality 1 (2 ms) on these machines, where a care home's Wi-Fi took seconds for the whole of it
// (issue 15). The console's own files are compressed at build time (static-console.ts). Answers carry no secrets
// (spec 01 §7), so compressing them beside what a request reflects gives nothing away (BREACH).
import compression from 'compression';
import type { RequestHandler } from 'express';
import { constants } from 'node:zlib';

/** Below this an answer goes as it is: a few packets either way. */
export const COMPRESS_FROM_BYTES = 16 * 1024;
const WHOLE_JSON = /^application\/(graphql-response\+)?json\b/i;

export const compressAnswers = (): RequestHandler =>
  compression({
    threshold: COMPRESS_FROM_BYTES,
    level: 1,
    brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } },
    // Whole JSON answers only: an event stream (a subscription or @defer over HTTP) would wait in the compressor.
    filter: (_req, res) => WHOLE_JSON.test(String(res.getHeader('Content-Type') ?? '')),
  });
