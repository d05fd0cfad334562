// The display groups as they apply now: the stored groups, then the active display-group overrides' moves
// (override-relations.ts), then the enabled interconnections' shares (interconnection-relations.ts). The call
// displays read them (spec 01 §7 CallDisplayRelations) and the app gateway selects phones by them
// (app-gateway/call-selection.ts): a wall display and a phone of the same display group get the same calls.
import type { DisplayGroupRecord, SystemDoc } from '../../store/config-types.ts';
import { sharedDisplayGroups } from './interconnection-relations.ts';
import { effectiveDisplayGroups } from './override-relations.ts';

export const displayGroupsNow = (doc: SystemDoc): DisplayGroupRecord[] =>
  sharedDisplayGroups(doc, effectiveDisplayGroups(doc));
