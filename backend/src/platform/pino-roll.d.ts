// pino-roll ships no types: what platform/log-files.ts uses of it (pino-roll 4's README). The stream it
// resolves to is a sonic-boom stream; only the parts used here are described.
declare module 'pino-roll' {
  interface PinoRollOptions {
    file: string;
    size?: string | number;
    frequency?: 'daily' | 'hourly' | number;
    extension?: string;
    mkdir?: boolean;
    symlink?: boolean;
    dateFormat?: string;
    limit?: { count?: number; removeOtherLogFiles?: boolean };
  }
  export interface RollingStream {
    write(line: string): boolean;
    flush(callback: (error?: Error) => void): void;
    end(): void;
    once(event: 'close' | 'error' | 'ready', listener: (...args: unknown[]) => void): unknown;
    on(event: 'error', listener: (error: unknown) => void): unknown;
    readonly file: string;
  }
  export default function build(options: PinoRollOptions): Promise<RollingStream>;
}
