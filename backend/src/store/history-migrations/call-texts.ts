// The call log's searchable texts, one per line in the trigram index (migrations 5 and later; CallLogQuery).
/** The texts a call log search looks in (CallLogQuery), kept one per line in the trigram index. */
export const CALL_LOG_TEXT_COLUMNS = [
  'call_type_text',
  'call_source_text',
  'device_text_short',
  'device_text_long',
  'section_name',
  'handled_by',
  'position',
] as const;
export const CALL_TEXTS = (row: string) =>
  `concat_ws(char(10), ${CALL_LOG_TEXT_COLUMNS.map((c) => row + c).join(', ')})`;
