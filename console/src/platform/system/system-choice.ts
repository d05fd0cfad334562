// Spec 01 §4 System context: default system 1; the query parameter system takes precedence over
// the stored choice; if the current system is not among the available ones, the first is chosen.
export const SYSTEM_STORAGE_KEY = 'cs.system';
export const DEFAULT_SYSTEM_ID = 1;

const parse = (value: string | null | undefined) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

export function chooseSystem(
  queryParam: string | null | undefined,
  stored: string | null | undefined,
  available: readonly number[],
): number {
  const wanted = parse(queryParam) ?? parse(stored) ?? DEFAULT_SYSTEM_ID;
  if (available.length === 0 || available.includes(wanted)) return wanted;
  return available[0] as number;
}

export function storedSystem(): string | null {
  try {
    return localStorage.getItem(SYSTEM_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeSystem(id: number): void {
  localStorage.setItem(SYSTEM_STORAGE_KEY, String(id));
}
