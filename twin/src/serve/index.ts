export { serveTwin, type ServeTwinOptions, type ServedTwin } from './serve-twin.ts';
export { HEARTBEAT_MS, HELLO_TIMEOUT_MS } from './gets-stream.ts';
export { hubWireEvent } from './hub-server.ts';
