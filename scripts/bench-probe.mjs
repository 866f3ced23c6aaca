// Loaded by the write-stream bench into each API process it starts (`node --import
// scripts/bench-probe.mjs dist/server.js`), never by the API itself: measures how long the event
// loop was held up (perf_hooks.monitorEventLoopDelay, 1 ms resolution) and the process's CPU
// time (user + system, every thread: the main one, libuv's pool, the garbage collector's).
// On SIGUSR2 it prints one line `BENCH-PROBE {json}` with the figures since the last SIGUSR2 (or
// its start) and starts again, so the bench reads them for exactly the window it measured.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
let cpu = process.cpuUsage();
let since = Date.now();
const ms = (ns) => Math.round(ns / 1e4) / 100;

process.on('SIGUSR2', () => {
  const used = process.cpuUsage(cpu);
  const line = {
    wallMs: Date.now() - since,
    cpuMs: Math.round((used.user + used.system) / 1000),
    loopDelay: {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    },
  };
  process.stdout.write(`BENCH-PROBE ${JSON.stringify(line)}\n`);
  histogram.reset();
  cpu = process.cpuUsage();
  since = Date.now();
});
