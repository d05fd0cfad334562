// NDJSON framing with a bound (docs/protocols.md §3, §4, §6; issue 33): a line split across chunks is read whole,
// a line over the limit is reported once and nothing more of that stream is read.
import { describe, expect, it } from 'vitest';
import { lineSplitter } from './line-splitter.ts';

function split(maxBytes: number) {
  const lines: string[] = [];
  const tooLong: number[] = [];
  const feed = lineSplitter(
    (l) => lines.push(l),
    maxBytes,
    (n) => tooLong.push(n),
  );
  return {
    lines,
    tooLong,
    feed: (...chunks: Array<string | Buffer>) => chunks.forEach((c) => feed(Buffer.from(c))),
  };
}

describe('lineSplitter', () => {
  it('joins lines split across chunks (a UTF-8 character too) up to the limit; one byte more ends the reading', () => {
    const { lines, tooLong, feed } = split(10);
    const umlaut = Buffer.from('ü');
    feed('{"a":1}\n{"b":"', umlaut.subarray(0, 1), umlaut.subarray(1), '"}\n\n', '{"c"', ':3}\n');
    feed('1234567890\n', '12345', '67890');
    expect(lines).toEqual(['{"a":1}', '{"b":"ü"}', '{"c":3}', '1234567890']);
    expect(tooLong).toEqual([]);
    feed('1', '\n{"late":1}\n');
    expect(tooLong).toEqual([11]);
    expect(lines).toHaveLength(4);
  });

  it('a line over the limit inside one chunk is reported as well', () => {
    const { lines, tooLong, feed } = split(9);
    feed('{"a":1}\n1234567890\n{"b":2}\n');
    expect(lines).toEqual(['{"a":1}']);
    expect(tooLong).toEqual([10]);
  });
});
