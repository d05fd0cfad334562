// The one logger (platform/logger.ts): JSON lines with level and UTC time, the request id on every line logged
// inside a request, and no secret in any line (COMMON standards: secrets are never logged).
import { describe, expect, it } from 'vitest';
import { capturedLog } from '../test-support/captured-log.ts';
import { CENSORED, currentRequestId, withRequestId } from './logger.ts';

const captured = capturedLog;

describe('logger', () => {
  it('writes one JSON line per call with the level as a word, the time in UTC and the message', () => {
    const { logger, lines } = captured();
    logger.warn({ system: 1 }, 'link offline');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'warn', system: 1, msg: 'link offline' });
    expect(String(lines[0]!.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it('drops lines below its level', () => {
    const { logger, lines } = captured('warn');
    logger.info('not shown');
    logger.debug('not shown');
    logger.error('shown');
    expect(lines.map((l) => l.msg)).toEqual(['shown']);
  });

  it('adds the request id to every line logged inside the request, also after an await', async () => {
    const { logger, lines } = captured();
    logger.info('before');
    await withRequestId('req-7', async () => {
      logger.info('inside');
      await new Promise((resolve) => setImmediate(resolve));
      expect(currentRequestId()).toBe('req-7');
      logger.info('after await');
    });
    logger.info('after');
    expect(lines.map((l) => [l.msg, l.reqId])).toEqual([
      ['before', undefined],
      ['inside', 'req-7'],
      ['after await', 'req-7'],
      ['after', undefined],
    ]);
  });

  it('never writes a password, token, cookie or authorization, at the top or nested', () => {
    const { logger, raw, lines } = captured();
    logger.info(
      {
        password: 'top-secret-1',
        input: { username: 'admin', password: 'top-secret-2', new_password: 'top-secret-3' },
        gateway: { target: { configurator: { password: 'top-secret-4' } } },
        req: { headers: { cookie: 'cs_session=top-secret-5', authorization: 'Basic top-secret-6' } },
        res: { headers: { 'set-cookie': 'cs_session=top-secret-7; HttpOnly' } },
        token: 'top-secret-8',
      },
      'request',
    );
    expect(raw.join('')).not.toMatch(/top-secret/);
    const line = lines[0] as {
      password: string;
      input: { username: string; password: string; new_password: string };
      gateway: { target: { configurator: { password: string } } };
      req: { headers: { cookie: string; authorization: string } };
      res: { headers: Record<string, string> };
    };
    // What is not secret stays; a secret's key stays with the censor, so the line still says it was there.
    expect(line.input.username).toBe('admin');
    expect(line.password).toBe(CENSORED);
    expect(line.input.new_password).toBe(CENSORED);
    expect(line.gateway.target.configurator.password).toBe(CENSORED);
    expect(line.req.headers.cookie).toBe(CENSORED);
    expect(line.res.headers['set-cookie']).toBe(CENSORED);
  });

  it('writes an error with its type, message and stack under err', () => {
    const { logger, lines } = captured();
    logger.error({ err: new RangeError('disk full') }, 'storage write failed');
    expect(lines[0]).toMatchObject({ err: { type: 'RangeError', message: 'disk full' } });
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('logger.test.ts');
  });
});
