/** X-CS-System: the system id as a two-digit string, default 01 (spec 01 §7). */
export const systemHeader = (systemId: number | null | undefined) => String(systemId ?? 1).padStart(2, '0');
export const VERSION_HEADER = 'X-CS-Version';
