import { createCallPointMachine } from '../shared/call-point-machine.ts';

/**
 * The medallion (pendant) has one button and no way to take a call back: a fallen resident
 * must not be able to cancel by accident. Its alert stays until staff end it (EndCalls).
 * spec 02 §4: "The medallion triggers an alert" (shake and overlay are the console's part).
 */
export const medallionMachine = createCallPointMachine({ id: 'medallion', resettable: false });
