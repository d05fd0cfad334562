// 13 (issue 33): the send log row says which system its mail is about, and keeps only the SMTP-level reason.
// system_id: a notification's system (a user sees only the rows of systems in their system_access); null for a
// report, which covers every system. Rows of before are filled from their dedupe key
// ('notification:<system>:<incident>:...'). error: the reason in the send log's vocabulary
// (modules/mail/send-failure.ts); rows of before held the server's own words (a foreign service's greeting),
// which go: 'smtp_not_configured' becomes 'not_configured', every other reason 'failed'.
export const migration13 = `ALTER TABLE send_log ADD COLUMN system_id INTEGER;
 UPDATE send_log SET system_id = CAST(substr(dedupe_key, 14, instr(substr(dedupe_key, 14), ':') - 1) AS INTEGER)
   WHERE kind = 'notification' AND dedupe_key LIKE 'notification:%:%';
 UPDATE send_log SET error = CASE error WHEN 'smtp_not_configured' THEN 'not_configured' ELSE 'failed' END
   WHERE error IS NOT NULL;
 CREATE INDEX send_log_system ON send_log(system_id, id);`;
