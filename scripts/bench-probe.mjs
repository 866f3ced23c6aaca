// Loaded by the write-stream bench into each API process it starts (`node --import
// scripts/bench-probe.mjs dist/server.js`), never by the API itself: measures how long the event
// loop was held up (perf_hooks.monitorEventLoopDelay, 1 ms resolution), the process's CPU
// time (user + system, every thread: the main one, libuv's pool, the garbage collector's), and
// how long each HTTP request took inside the process, from its headers parsed to its answer's
// last byte handed to the socket (the http.server diagnostics channels): that is the server's
// share of a latency the load generator measures, without the client's queue or its own stalls.
// On SIGUSR2 it prints one line `BENCH-PROBE {json}` with the figures since the last SIGUSR2 (or
// its start) and starts again, so the bench reads them for exactly the window it measured.
import { subscribe } from 'node:diagnostics_channel';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 1 });
histogram.enable();
let cpu = process.cpuUsage();
let since = Date.now();
const ms = (ns) => Math.round(ns / 1e4) / 100;
const round = (x) => Math.round(x * 100) / 100;

/** When each request in flight began (performance.now()), and the durations of those finished. */
const started = new WeakMap();
let served = [];
subscribe('http.server.request.start', ({ request }) => started.set(request, performance.now()));
subscribe('http.server.response.finish', ({ request }) => {
  const at = started.get(request);
  if (at !== undefined) served.push({ ms: performance.now() - at, at: Date.now() - since, url: request.url });
});

const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);

process.on('SIGUSR2', () => {
  const used = process.cpuUsage(cpu);
  const durations = served.map((r) => r.ms).sort((a, b) => a - b);
  const slowest = [...served].sort((a, b) => b.ms - a.ms).slice(0, 5);
  const line = {
    wallMs: Date.now() - since,
    cpuMs: Math.round((used.user + used.system) / 1000),
    loopDelay: {
      p50: ms(histogram.percentile(50)),
      p99: ms(histogram.percentile(99)),
      max: ms(histogram.max),
      mean: ms(histogram.mean),
    },
    server: {
      count: durations.length,
      p50: round(percentile(durations, 0.5)),
      p99: round(percentile(durations, 0.99)),
      max: round(durations.at(-1) ?? NaN),
      slowest: slowest.map((r) => ({ ms: round(r.ms), at: r.at, url: r.url })),
    },
  };
  process.stdout.write(`BENCH-PROBE ${JSON.stringify(line)}\n`);
  histogram.reset();
  served = [];
  cpu = process.cpuUsage();
  since = Date.now();
});
