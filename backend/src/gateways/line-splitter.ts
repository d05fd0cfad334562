// NDJSON framing (docs/protocols.md §3, §4): one JSON object per '\n'-terminated line. Bytes are
// buffered until a newline so a line split across TCP chunks (or a multi-byte UTF-8 character split
// across chunks) is parsed whole.
export function lineSplitter(onLine: (line: string) => void): (chunk: Buffer) => void {
  let pending: Buffer = Buffer.alloc(0);
  return (chunk) => {
    pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let start = 0;
    for (let nl = pending.indexOf(0x0a, start); nl !== -1; nl = pending.indexOf(0x0a, start)) {
      const line = pending.subarray(start, nl).toString('utf8').trim();
      start = nl + 1;
      if (line) onLine(line);
    }
    pending = start === 0 ? pending : Buffer.from(pending.subarray(start));
  };
}
