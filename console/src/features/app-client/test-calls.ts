// A call as the gateway sends it (contracts/src/app appCall), for the client's tests.
import type { AppCall } from '@cs/contracts/app';

export const appCall = (id: string, over: Partial<AppCall> = {}): AppCall => ({
  id,
  system_id: 1,
  device_number: 23,
  device_text: 'Zimmer 101',
  section_name: 'Wohnbereich 1',
  call_type_text: 'Ruf',
  urgency: 'NORMAL',
  color: '#ffcc00',
  opened_at: '2026-11-26T09:00:00.000Z',
  handled_by: null,
  offer: 'offered',
  may_accept: true,
  ...over,
});
