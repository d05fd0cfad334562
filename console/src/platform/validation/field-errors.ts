// Spec 01 §5: server validation errors carry extensions validation, field and optional data; they
// are grouped per field and the first message per field is shown, translated with its data.
// Forms keep the messages as they came (catalogue key, data, the server's text) and translate them at
// each render, so a language switch retranslates a standing refusal instead of leaving the old language.
import type { TFunction } from 'i18next';

interface GraphQLErrorLike {
  message: string;
  extensions?: Record<string, unknown>;
}

/** One message as it came: a catalogue key with its data, or only a text (the server's, already translated). */
export interface FieldMessage {
  key?: string;
  data?: Record<string, unknown>;
  text: string;
}

export type FieldMessages = Record<string, FieldMessage>;

/** The first validation message per field, untranslated. */
export function fieldMessages(errors: readonly GraphQLErrorLike[]): FieldMessages {
  const result: FieldMessages = {};
  for (const e of errors) {
    const ext = e.extensions ?? {};
    if (!ext.validation || typeof ext.field !== 'string' || result[ext.field]) continue;
    const key = typeof ext.key === 'string' ? ext.key : undefined;
    const data = (ext.data && typeof ext.data === 'object' ? ext.data : {}) as Record<string, unknown>;
    result[ext.field] = { key, data, text: e.message };
  }
  return result;
}

/** The message in the current language: a client text for the key wins over the server's text. */
export function translateMessage(message: FieldMessage, t: TFunction): string {
  return message.key
    ? t(`validation.${message.key}`, { ...message.data, defaultValue: message.text })
    : message.text;
}

export function translateMessages(messages: FieldMessages, t: TFunction): Record<string, string> {
  return Object.fromEntries(Object.entries(messages).map(([field, m]) => [field, translateMessage(m, t)]));
}

export function fieldErrors(errors: readonly GraphQLErrorLike[], t: TFunction): Record<string, string> {
  return translateMessages(fieldMessages(errors), t);
}
