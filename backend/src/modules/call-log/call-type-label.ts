// One name for one call type wherever calls are read (issue 38: the log's filter offered 'Ruf' while its rows said
// 'Patientenruf', which the filter could not find). The name is the call type's text (spec 02 §3 call type fields):
// the call system gives it with every call (spec 01 §3 call_type_text), the wall display's cards and the phones show
// it, and the call log keeps it as it was when the call closed, so the rows, the exports and the analytics' groups
// say it without a lookup; the filter and the export's filter lines say it too. The call type's name is its label in
// the administration (its list and the forms that pick one), used here only when the call type has no text.
import type { CallTypeRecord } from '../../store/config-types.ts';

export const callTypeLabel = (callType: Pick<CallTypeRecord, 'name' | 'text'>): string =>
  callType.text?.trim() || callType.name;
