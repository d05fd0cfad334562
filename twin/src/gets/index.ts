export * from './types.ts';
export * from './config-schema.ts';
export { toCsv, parseCsv } from '@cs/contracts/gets';
export { configFromWard, rowsOf } from './config-memory.ts';
export {
  getsMachine,
  COMMIT_TIMING,
  CHUNK_ROWS,
  type GetsInput,
  type GetsContext,
  type GetsEvent,
} from './gets-machine.ts';
