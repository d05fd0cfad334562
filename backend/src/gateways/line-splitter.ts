// NDJSON framing (docs/protocols.md §3, §4): one JSON object per '\n'-terminated line. Bytes are
// buffered until a newline so a line split across TCP chunks (or a multi-byte UTF-8 character split
// across chunks) is parsed whole. A line is bounded (network-limits.ts): a peer that sends more without a
// newline is reported once through `tooLong` and nothing more of its stream is read.
// Cost: only each new chunk is searched for the newline, and a partial line keeps the socket's chunks as they
// came (joined once, at its end), so a long line costs its length, not its square: the old Buffer.concat of
// everything per chunk took seconds for 64 MB. Small chunks are gathered into blocks first, so a peer trickling
// single bytes holds a few thousand buffers at most, not millions.
const BLOCK_BYTES = 16 * 1024;

export function lineSplitter(
  onLine: (line: string) => void,
  maxBytes: number,
  tooLong: (bytes: number) => void,
): (chunk: Buffer) => void {
  let pieces: Buffer[] = [];
  let block: Buffer | null = null;
  let blockUsed = 0;
  let size = 0;
  let refused = false;

  const flushBlock = () => {
    if (block && blockUsed > 0) pieces.push(block.subarray(0, blockUsed));
    block = null;
    blockUsed = 0;
  };
  /** adds bytes to the partial line; false (and reported) when the line would pass the limit */
  const append = (piece: Buffer): boolean => {
    size += piece.length;
    if (size > maxBytes) {
      refused = true;
      pieces = [];
      block = null;
      tooLong(size);
      return false;
    }
    if (piece.length >= BLOCK_BYTES) {
      flushBlock();
      pieces.push(piece);
    } else {
      if (block && blockUsed + piece.length > block.length) flushBlock();
      block ??= Buffer.allocUnsafe(BLOCK_BYTES);
      blockUsed += piece.copy(block, blockUsed);
    }
    return true;
  };
  const line = (last: Buffer): string => {
    flushBlock();
    const bytes = pieces.length === 0 ? last : Buffer.concat([...pieces, last]);
    pieces = [];
    size = 0;
    return bytes.toString('utf8').trim();
  };

  return (chunk) => {
    if (refused) return;
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
      const piece = chunk.subarray(start, nl);
      start = nl + 1;
      if (size + piece.length > maxBytes) return void append(piece);
      const text = line(piece);
      if (text) onLine(text);
    }
    if (start < chunk.length) append(chunk.subarray(start));
  };
}
