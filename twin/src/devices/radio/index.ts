export * from './battery-machine.ts';
export * from './link-machine.ts';
export * from './supervision-machine.ts';
