// 7: app gateway (issue 19): the phones' actions and the escalation join the console's device actions in a call's
// timeline; they belong to one call of the device, named by its opened_at (console actions have none).

export const migration7 = `ALTER TABLE call_device_actions ADD COLUMN call_opened_at TEXT;`;
