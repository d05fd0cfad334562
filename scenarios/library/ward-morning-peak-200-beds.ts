import {
  advance,
  expectCallLog,
  expectMirrorsTwin,
  expectSync,
  loadOff,
  loadOn,
  scenario,
} from '../runner/format.ts';

// A generated 200-bed facility (seed 7): 442 devices, 12 hubs, 12 sections.
export default scenario({
  name: 'ward-morning-peak-200-beds',
  title: 'Morning care peak on a 200-bed ward with the load model',
  story:
    "From 06:00 to 08:00 the morning round brings the day's first peak: about two hundred calls, presences, some bath calls, medallions and a few emergencies. " +
    'All the while the backend must mirror the Gets exactly and log every closed call; the same seed must give the same call log, byte for byte.',
  cites: [
    'ARCHITECTURE §8 realistic load (about 7 calls per bed per day, peaks at 6-8 and 18-20 h)',
    'ARCHITECTURE §3 the backend never invents call state; §7 the same scenario and seed give the same call log',
    'spec 02 §3 call log fields',
  ],
  facility: { kind: 'ward', beds: 200, seed: 7 },
  start: '2025-01-07 06:00',
  checkDeterminism: true,
  steps: [
    loadOn(),
    advance('1h'),
    expectMirrorsTwin(),
    advance('1h'),
    expectMirrorsTwin(),
    expectCallLog({ minCount: 150 }),
    expectSync({ gets: 'online', hubs: { 1: 'online', 12: 'online' } }),
    loadOff(),
  ],
});
