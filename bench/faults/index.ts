// `npm run bench -- faults`: the fault harness (disk full, kill -9, proxy cuts), each part bounded in time, loopback only.
// Parts (FAULTS=kill9,diskfull,proxy,display to choose; default all):
//   kill9    KILLS (50; 200 for the full run) x kill -9 of the backend under write load, then restart: corrupt
//            files and acknowledged writes lost
//   diskfull an injected write failure (a full / read-only tmpfs data folder, chmod when mount is refused):
//            the client sees an error, nothing saved is lost, the server keeps serving
//   proxy    Gets and hub connections cut and restored through a TCP proxy: the open-call list afterwards
//   display  a Chromium display page: connection-lost banner after kill -9, the right list after the return
// Env: KILLS (50), CUTS (8), DISPLAY_CYCLES (5). Ports 8171-8189.
import { printDisplayBanner, runDisplayBanner } from './display-banner.ts';
import { printKill9, runKill9 } from './kill9.ts';
import { printProxyCut, runProxyCut } from './proxy-cut.ts';
import { printWriteFailure, runWriteFailure } from './write-failure.ts';

const parts = (process.env.FAULTS ?? 'kill9,diskfull,proxy,display').split(',');
const log = (line: string) => console.log(line);
let failed = false;
const started = Date.now();

if (parts.includes('kill9')) {
  const report = await runKill9(Number(process.env.KILLS ?? 50), 8171, log);
  printKill9(report, log);
  if (
    report.lostConfigWrites +
      report.lostPresses +
      report.corruptJson +
      report.integrityFailures +
      report.failedStarts >
    0
  )
    failed = true;
}
if (parts.includes('diskfull')) {
  const result = await runWriteFailure(8172, log);
  printWriteFailure(result, log);
  if (
    result.cases.some(
      (c) =>
        c.crashed ||
        c.visibleErrors + c.savedAnyway < c.attempts ||
        c.storageErrors < c.visibleErrors ||
        c.phantomInMemory ||
        c.phantomAfterRestart ||
        c.lostSaved ||
        !c.recovered,
    )
  )
    failed = true;
}
if (parts.includes('proxy')) {
  const report = await runProxyCut(Number(process.env.CUTS ?? 8), 8175, log);
  printProxyCut(report, log);
  if (report.wrong > 0) failed = true;
}
if (parts.includes('display')) {
  const report = await runDisplayBanner(Number(process.env.DISPLAY_CYCLES ?? 5), 8173, log);
  printDisplayBanner(report, log);
  if (
    report.misses.length ||
    [...report.bannerMs, ...report.frozenBannerMs].some((v) => v > 2000) ||
    [...report.listMs, ...report.thawListMs].some((v) => v > 6000)
  )
    failed = true;
}
console.log(`faults: ${((Date.now() - started) / 1000).toFixed(0)} s`);
process.exit(failed ? 1 : 0);
