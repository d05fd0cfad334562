// 5: text search of the call log. A LIKE over 1 M rows scans them all (about 600 ms when nothing matches); this
// trigram index (contentless, no positions: small) finds the candidate rows of a rare text, which LIKE then
// confirms (CallLogQuery). Kept by a trigger in the inserting transaction; contentless_delete lets a later
// cleanup remove rows.
import { CALL_TEXTS } from './call-texts.ts';

export const migration5 = `CREATE VIRTUAL TABLE call_log_text USING fts5(texts, content='', contentless_delete=1, tokenize='trigram', detail='none');
 INSERT INTO call_log_text (rowid, texts) SELECT id, ${CALL_TEXTS('')} FROM call_log;
 CREATE TRIGGER call_log_text_insert AFTER INSERT ON call_log BEGIN
   INSERT INTO call_log_text (rowid, texts) VALUES (NEW.id, ${CALL_TEXTS('NEW.')});
 END;`;
