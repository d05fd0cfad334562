// Messages a peer sent that the protocol does not allow (docs/protocols.md): lines or bodies that fail their
// schema, and messages out of place (an event before the snapshot, a gap in seq). Each is counted, and
// logged with its reason once per kind of fault until the link works again, so a Gets stuck sending
// garbage shows in the log once, not on every reconnect; none of them reaches domain code.
import { log as logger } from '../platform/logger.ts';

export type FaultLog = (line: string) => void;

export class ProtocolFaults {
  private total = 0;
  private readonly logged = new Set<string>();

  constructor(
    /** names the peer in the log line, e.g. `Gets 127.0.0.1:4711` */
    private readonly peer: () => string,
    private readonly log: FaultLog = (line) => logger().warn(line),
  ) {}

  /** Counts one fault; logs it unless a fault of the same kind was logged since the link last worked. */
  record(kind: string, detail: string | null = null): void {
    this.total += 1;
    if (this.logged.has(kind)) return;
    this.logged.add(kind);
    this.log(`${this.peer()}: protocol fault, ${kind}${detail === null ? '' : ` (${detail})`}`);
  }

  /** The link works again (snapshot, hello): the next fault of any kind is logged anew. */
  healed(): void {
    this.logged.clear();
  }

  /** faults since the gateway started */
  get count(): number {
    return this.total;
  }
}
