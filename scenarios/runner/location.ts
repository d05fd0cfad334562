// Where a scenario step was written: the file:line of the scenario code that called a builder, so validation
// and verdicts name the line (tsx maps stack frames to the .ts source). The builders' own files are skipped.
const BUILDER_FILE = /\/runner\/(format(-[a-z]+)?|location)\.ts$/;

export function callerLocation(): string {
  const lines = (new Error().stack ?? '').split('\n').slice(1);
  for (const line of lines) {
    const m = /\(?((?:file:\/\/)?[^()\s]+\.ts):(\d+):\d+\)?$/.exec(line.trim());
    if (m && !BUILDER_FILE.test(m[1]!)) {
      const file = m[1]!.replace(/^file:\/\//, '');
      const at = file.indexOf('/scenarios/');
      return `${at >= 0 ? file.slice(at + 1) : file}:${m[2]}`;
    }
  }
  return 'unknown location';
}

/** What every step carries beside its own fields: where it was written, the system it acts in, a label. */
export interface StepBase {
  where: string;
  system?: number;
  label?: string;
}

/** A step as written, with its place in the scenario code. */
export const located = <S extends object>(s: S): S & { where: string } => ({ ...s, where: callerLocation() });
