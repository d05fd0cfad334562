// Spec 01 §5: server validation errors carry extensions validation, field and optional data; they
// are grouped per field and the first message per field is shown, translated with its data.
import type { TFunction } from 'i18next';

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

export function fieldErrors(errors: readonly GraphQLErrorLike[], t: TFunction): Record<string, string> {
  const result: Record<string, string> = {};
  for (const e of errors) {
    const ext = e.extensions ?? {};
    if (!ext.validation || typeof ext.field !== 'string' || result[ext.field]) continue;
    const key = typeof ext.key === 'string' ? ext.key : undefined;
    const data = (ext.data && typeof ext.data === 'object' ? ext.data : {}) as Record<string, unknown>;
    // The server's message is already in the request's language; a client text for the key wins.
    result[ext.field] = key ? t(`validation.${key}`, { ...data, defaultValue: e.message }) : e.message;
  }
  return result;
}
