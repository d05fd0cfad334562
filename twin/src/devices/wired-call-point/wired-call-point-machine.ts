import { createCallPointMachine } from '../shared/call-point-machine.ts';

/** A wired call point (corridor, bathroom cord): staff end the call with its reset key. */
export const wiredCallPointMachine = createCallPointMachine({ id: 'wiredCallPoint', resettable: true });

/** A radio pull cord: same behaviour as a wired one, but runs on battery over radio. */
export const radioCallPointMachine = createCallPointMachine({ id: 'radioCallPoint', resettable: true });

/** A technical input (door contact, fire relay): the call lasts while the contact is open. */
export const techInputMachine = createCallPointMachine({ id: 'techInput', resettable: true });
