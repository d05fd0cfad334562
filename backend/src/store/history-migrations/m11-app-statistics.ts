// 11: app statistics (spec 01 §2 /appmanagement/statistic): the app user and group a phone's action (and a
// call's first offer to a user, 'Received') belongs to, so the statistic counts per user and group as they were.

export const migration11 = `ALTER TABLE call_device_actions ADD COLUMN app_user_id INTEGER;
 ALTER TABLE call_device_actions ADD COLUMN app_group_id INTEGER;
 CREATE INDEX call_device_actions_app ON call_device_actions(system_id, call_opened_at) WHERE call_opened_at IS NOT NULL;`;
