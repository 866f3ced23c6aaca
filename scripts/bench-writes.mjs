// The write-stream scenario of `npm run bench -- --write-stream` (docs/performance.md): two fresh
// API processes on one PostgreSQL database; while autocannon loads both with listings and
// filtered listings, a second client renames a brand, renames a category and approves a new
// product once a second. Prints, per process: time from spawn to the first listing answered and
// to its catalog index being ready, resident memory (then and at the end, and the peak), the
// latency under load during the writes, and how long each write took to show in that process's
// listings. The load runs twice while the writes go on: at a fixed rate per process (`rate`, well
// below what the processes can serve, so the latency is a request's own and not the queue a
// saturating client builds) and then saturating (as many requests as 8 connections per process
// get answered: the throughput). For each it prints the event loop's delays in each API process
// (perf_hooks.monitorEventLoopDelay, through scripts/bench-probe.mjs), and where the machine's CPU
// went: the API processes, PostgreSQL's processes, this process (the load generator and the
// writer) and the rest (other work on the machine).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, q) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : NaN);
const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;

/** VmRSS and VmHWM (peak) of a process, kB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name) => Number(status.match(new RegExp(`^${name}:\\s+(\\d+)`, 'm'))?.[1] ?? NaN);
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/**
 * Time the main thread of a process has spent on a CPU and waiting in the run queue for one, ms
 * (Linux /proc/PID/schedstat; null elsewhere): the wait is what the machine's other work costs it.
 */
function schedOf(pid) {
  try {
    const [onCpu, waiting] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { onCpu: onCpu / 1e6, waiting: waiting / 1e6 };
  } catch {
    return null;
  }
}

const TICK_MS = 1000 / 100; // USER_HZ: /proc/PID/stat counts CPU time in hundredths of a second

/** CPU time (user + system, ms) and name of process `pid`, or null when it is gone. */
function statOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const fields = stat.slice(close + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, close), ms: (Number(fields[11]) + Number(fields[12])) * TICK_MS };
  } catch {
    return null;
  }
}

/** CPU time (ms) of process `pid`. */
const cpuOf = (pid) => statOf(pid)?.ms ?? NaN;

/** CPU time (ms) of every process named `postgres`, by pid. */
function postgresCpu() {
  const byPid = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = statOf(pid);
    if (stat?.comm === 'postgres') byPid.set(pid, stat.ms);
  }
  return byPid;
}

/**
 * CPU PostgreSQL's processes spent since `before` (a {@link postgresCpu}): of those alive now (a
 * backend that ended meanwhile took its time with it, so this is a lower bound).
 */
function postgresCpuSince(before) {
  let total = 0;
  for (const [pid, ms] of postgresCpu()) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** The machine's busy CPU time (ms, every core: all but idle and I/O wait), from /proc/stat. */
function machineBusy() {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = fields;
    return (user + nice + system + irq + softirq + steal) * TICK_MS;
  } catch {
    return NaN;
  }
}

/**
 * An open-loop load on one process: request i is due `i / rate` seconds after the start and is
 * sent then, whatever the earlier ones are doing (the keep-alive agent opens another connection
 * when every open one is busy), so a slow answer holds no other request back, and its latency is
 * counted from its due time to its answer's last byte. (autocannon's `overallRate` sends each
 * connection's share of a second back to back at the start of that second and corrects for
 * coordinated omission with an interval of `Math.ceil(1 / rate)` = 1 ms, recording a response of
 * L ms L times: one slow answer in a thousand then makes the p99.) Returns autocannon's result
 * fields the report reads.
 */
async function fixedRate({ url, rate, duration, paths, headers }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });
  const latencies = [];
  // A path's first request in the process may be its filter's first count (a pass over every
  // row): reported apart from the requests of paths asked before.
  const firstTimes = [];
  const repeats = [];
  const asked = new Set();
  let errors = 0;
  const count = Math.round(rate * duration);
  const start = performance.now() + 20;
  const answers = [];
  for (let i = 0; i < count; i++) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const path = paths[i % paths.length];
    const group = asked.has(path) ? repeats : firstTimes;
    asked.add(path);
    answers.push(
      new Promise((resolve) => {
        const request = http.get(`${url}${path}`, { agent, headers }, (response) => {
          response.on('data', () => {});
          response.on('end', () => {
            if (response.statusCode === 200) {
              latencies.push(performance.now() - due);
              group.push(performance.now() - due);
            } else errors++;
            resolve();
          });
        });
        request.on('error', () => {
          errors++;
          resolve();
        });
      }),
    );
  }
  await Promise.all(answers);
  agent.destroy();
  const summary = (values) => {
    values.sort((a, b) => a - b);
    const at = (q) => Math.round(percentile(values, q));
    return { count: values.length, p50: at(0.5), p99: at(0.99), max: Math.round(values.at(-1) ?? NaN) };
  };
  const all = summary(latencies);
  return {
    requests: { average: latencies.length / duration, total: latencies.length },
    latency: all,
    firstTimes: summary(firstTimes),
    repeats: summary(repeats),
    errors,
    non2xx: 0,
  };
}

const probeEntry = fileURLToPath(new URL('./bench-probe.mjs', import.meta.url));

/** Starts one API process; resolves its figures as they come. */
function startApi({ entry, cwd, env, port }) {
  const spawnedAt = Date.now();
  // BENCH_API_NODE_ARGS: more Node options for the API processes (e.g. --cpu-prof to profile them).
  const extra = process.env.BENCH_API_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', probeEntry, entry], {
    cwd,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const api = { child, port, url: `http://127.0.0.1:${port}`, spawnedAt, listeningMs: NaN, firstListingMs: NaN, indexReadyMs: NaN };
  let out = '';
  let probeWaiting = null;
  child.stdout.on('data', (data) => {
    out += data.toString();
    if (Number.isNaN(api.listeningMs) && out.includes('Manzil API listening')) api.listeningMs = Date.now() - spawnedAt;
    if (Number.isNaN(api.indexReadyMs) && out.includes('Catalog index ready')) api.indexReadyMs = Date.now() - spawnedAt;
    const probe = out.match(/BENCH-PROBE (\{.*\})\n/);
    if (probe) {
      out = out.slice(probe.index + probe[0].length);
      probeWaiting?.(JSON.parse(probe[1]));
      probeWaiting = null;
    }
    if (out.length > 100_000) out = out.slice(-1_000);
  });
  /** The probe's figures since its last reading (scripts/bench-probe.mjs). */
  api.probe = () =>
    new Promise((resolve) => {
      probeWaiting = resolve;
      child.kill('SIGUSR2');
      setTimeout(() => resolve(null), 5_000);
    });
  api.firstListing = (async () => {
    for (;;) {
      try {
        const response = await fetch(`${api.url}/api/products?page=1`);
        if (response.ok) {
          await response.arrayBuffer();
          api.firstListingMs = Date.now() - spawnedAt;
          return;
        }
      } catch {
        /* not listening yet */
      }
      if (Date.now() - spawnedAt > 600_000) throw new Error(`The API on port ${port} answered no listing within 600 s.`);
      await sleep(25);
    }
  })();
  api.indexReady = (async () => {
    while (Number.isNaN(api.indexReadyMs)) {
      if (child.exitCode !== null) throw new Error(`The API on port ${port} stopped (exit ${child.exitCode}).`);
      if (Date.now() - spawnedAt > 900_000) throw new Error(`The API on port ${port} built no catalog index within 900 s.`);
      await sleep(50);
    }
  })();
  return api;
}

/**
 * Runs the scenario. `pg` is node-postgres, `autocannon` the load generator; `entry` the built
 * API (dist/server.js) run in `cwd` with `env` (DATABASE_URL set); ports `port` and `port + 1`.
 */
export async function writeStreamFigures({ pg, autocannon, entry, cwd, env, port, duration, connections, rate = 40 }) {
  console.log(`\nWrite stream: two fresh API processes on one PostgreSQL database`);
  const apis = [startApi({ entry, cwd, env, port }), startApi({ entry, cwd, env, port: port + 1 })];
  const stopAll = () => apis.forEach((api) => api.child.exitCode === null && api.child.kill('SIGTERM'));
  process.on('exit', stopAll);
  try {
    await Promise.all(apis.map((api) => api.firstListing));
    for (const [i, api] of apis.entries())
      console.log(
        `  process ${i + 1}: listening ${api.listeningMs} ms after spawn, first listing answered ${api.firstListingMs} ms after spawn`,
      );
    await Promise.all(apis.map((api) => api.indexReady));
    for (const [i, api] of apis.entries()) {
      const memory = memoryOf(api.child.pid);
      api.rssReady = memory.rss;
      console.log(
        `  process ${i + 1}: catalog index ready ${api.indexReadyMs} ms after spawn; resident ${mb(memory.rss)} (peak so far ${mb(memory.peak)})`,
      );
    }

    const first = await (await fetch(`${apis[0].url}/api/products?page=1`)).json();
    const brandNames = first.facets.brands.map((f) => f.value);
    const colors = first.facets.colors.map((f) => f.value);
    const SORTS = ['newest', 'price-asc', 'price-desc', 'name-asc', 'name-desc'];
    const enc = encodeURIComponent;
    const paths = [];
    for (let i = 0; i < 100; i++) paths.push(`/api/products?page=${(i % 50) + 1}&sort=${SORTS[i % 5]}`);
    for (let i = 0; i < 100; i++) {
      const lo = 1_000 * (i % 7);
      paths.push(
        `/api/products?page=${(i % 3) + 1}&sort=${SORTS[i % 5]}&brands=${enc(brandNames[i % brandNames.length])}` +
          `&minPrice=${lo}&maxPrice=${lo + 20_000 + 10_000 * (i % 13)}${i % 2 ? `&colors=${enc(colors[i % colors.length])}` : ''}`,
      );
    }

    // The writer: its own connection, as a vendor's or an admin's request in another process would be.
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    const [{ id: brandId, name: brandName }] = (await client.query('select id, name from brands order by id limit 1')).rows;
    const [{ id: categoryId, name: categoryName }] = (await client.query('select id, name from categories order by id limit 1')).rows;
    const [template] = (await client.query('select id from products where status order by id limit 1')).rows;
    const delays = { brand: [[], []], category: [[], []], product: [[], []] };
    const watchers = [];
    /** Requests each process answered to the watchers' polls (they cost CPU besides the load's). */
    const polls = apis.map(() => 0);
    /** Polls `check` on each process until true; records the delay since `since`. */
    const watch = (kind, since, check) => {
      for (const [i, api] of apis.entries())
        watchers.push(
          (async () => {
            while (Date.now() - since < 30_000) {
              polls[i]++;
              if (await check(api).catch(() => false)) return delays[kind][i].push(Date.now() - since);
              await sleep(50);
            }
            delays[kind][i].push(Infinity);
          })(),
        );
    };
    let writing = true;
    const inserted = [];
    const writer = (async () => {
      for (let n = 1; writing; n++) {
        const tick = Date.now();
        const newBrand = `${brandName} ${n}`;
        await client.query('update brands set name = $1 where id = $2', [newBrand, brandId]);
        // Seen when this rename or a later one shows (a slow poll may miss one name for the next).
        const renamedAt = (value, base) => (value.startsWith(`${base} `) ? Number(value.slice(base.length + 1)) : 0);
        watch('brand', Date.now(), async (api) => {
          const body = await (await fetch(`${api.url}/api/products?pageSize=1`)).json();
          return body.facets.brands.some((b) => renamedAt(b.value, brandName) >= n);
        });
        await client.query('update categories set name = $1 where id = $2', [`${categoryName} ${n}`, categoryId]);
        watch('category', Date.now(), async (api) => {
          const tree = await (await fetch(`${api.url}/api/categories/categories`)).json();
          return tree.some((c) => renamedAt(c.name, categoryName) >= n);
        });
        // A vendor's new product, waiting for approval, then approved (listed) by a moderator.
        const { rows } = await client.query(
          `insert into products (sku, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id, vendor_id,
             colors, tags, status, search_text, created_at)
           select $1, name, title, description, price, stock, category_id, subcategory_id, type_id, brand_id, vendor_id, colors, tags,
             false, search_text, now() from products where id = $2 returning id`,
          [`BENCH-WRITE-${process.pid}-${n}`, template.id],
        );
        inserted.push(rows[0].id);
        await client.query('update products set status = true where id = $1', [rows[0].id]);
        const productId = Number(rows[0].id);
        watch('product', Date.now(), async (api) => {
          const body = await (await fetch(`${api.url}/api/products?pageSize=1`)).json();
          return Number(body.items[0]?._id) >= productId;
        });
        await sleep(Math.max(0, 1_000 - (Date.now() - tick)));
      }
    })();

    /**
     * One load on both processes at once (autocannon `options` besides the URL list), with what
     * each process's main thread, event loop and CPU did and where the machine's CPU went.
     */
    const load = async (options, fixed = null) => {
      await Promise.all(apis.map((api) => api.probe()));
      const sched = apis.map((api) => schedOf(api.child.pid));
      const cpu = { apis: apis.map((api) => cpuOf(api.child.pid)), postgres: postgresCpu(), machine: machineBusy() };
      const own = process.cpuUsage();
      const pollsBefore = [...polls];
      const loadAverage = os.loadavg()[0];
      const started = Date.now();
      const headers = { 'accept-encoding': 'gzip, deflate, br' };
      const results = await Promise.all(
        apis.map((api) =>
          fixed
            ? fixedRate({ url: api.url, rate: fixed, duration, paths, headers })
            : autocannon({
                url: api.url,
                connections: Math.max(1, Math.floor(connections / 2)),
                duration,
                headers,
                requests: paths.map((path) => ({ method: 'GET', path })),
                ...options,
              }),
        ),
      );
      const wallMs = Date.now() - started;
      const probes = await Promise.all(apis.map((api) => api.probe()));
      const ownUsed = process.cpuUsage(own);
      const apiCpu = apis.map((api, i) => cpuOf(api.child.pid) - cpu.apis[i]);
      const postgres = postgresCpuSince(cpu.postgres);
      const machine = machineBusy() - cpu.machine;
      const generator = (ownUsed.user + ownUsed.system) / 1000;
      return {
        wallMs,
        loadAverage: [loadAverage, os.loadavg()[0]],
        perProcess: apis.map((api, i) => {
          const after = schedOf(api.child.pid);
          return {
            result: results[i],
            polls: polls[i] - pollsBefore[i],
            probe: probes[i],
            cpuMs: apiCpu[i],
            sched: sched[i] && after ? { onCpu: after.onCpu - sched[i].onCpu, waiting: after.waiting - sched[i].waiting } : null,
          };
        }),
        cpu: {
          apis: apiCpu.reduce((a, b) => a + b, 0),
          postgres,
          generator,
          rest: machine - apiCpu.reduce((a, b) => a + b, 0) - postgres - generator,
          capacity: wallMs * os.cpus().length,
        },
      };
    };
    const perProcessRate = Math.max(1, Math.round(rate));
    const paced = await load({}, perProcessRate);
    const saturating = await load({});
    writing = false;
    await writer;
    await Promise.all(watchers);
    // Put the catalog back as it was (the brand and category names; the products written here).
    await client.query('update brands set name = $1 where id = $2', [brandName, brandId]);
    await client.query('update categories set name = $1 where id = $2', [categoryName, categoryId]);
    if (inserted.length) await client.query('delete from products where id = any($1::int[])', [inserted]);
    await client.end();

    console.log(`  while one brand rename, one category rename and one newly approved product are written per second`);
    console.log(`  (${delays.brand[0].length} of each), ${duration} s of listings and filtered listings on each process, twice:`);
    const s1 = (ms) => `${(ms / 1000).toFixed(1)} s`;
    for (const [label, run] of [
      [`at a fixed ${perProcessRate} req/s per process (open loop: each request sent when due, its latency from then)`, paced],
      [`saturating (${Math.floor(connections / 2)} connections per process, each sending as soon as its answer came)`, saturating],
    ]) {
      console.log(`  ${label}; load average ${run.loadAverage.map((l) => l.toFixed(1)).join(' → ')}:`);
      for (const [i, api] of apis.entries()) {
        const { result, probe, sched, cpuMs, polls: polled } = run.perProcess[i];
        const memory = memoryOf(api.child.pid);
        console.log(
          `    process ${i + 1}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
            `max ${result.latency.max} ms, errors ${result.errors + result.non2xx}; resident ${mb(memory.rss)} (peak ${mb(memory.peak)})`,
        );
        // The watchers' polls (a listing of one product, or the category tree) are answered too.
        const answered = result.requests.total + polled;
        const perRequest = answered ? `${(cpuMs / answered).toFixed(2)} ms per request, the watchers' ${polled} polls included` : '–';
        const loop = probe
          ? `event loop delay p50 ${probe.loopDelay.p50} ms, p99 ${probe.loopDelay.p99} ms, max ${probe.loopDelay.max} ms; `
          : '';
        const waited =
          sched &&
          `main thread ${s1(sched.onCpu)} on a CPU, ${s1(sched.waiting)} ready but waiting for one (${((100 * sched.waiting) / (sched.onCpu + sched.waiting)).toFixed(0)} %)`;
        console.log(`      ${loop}CPU ${s1(cpuMs)} (${perRequest}); ${waited ?? ''}`);
        if (result.repeats) {
          const line = (g) => `${g.count} requests p50 ${g.p50} ms, p99 ${g.p99} ms, max ${g.max} ms`;
          console.log(
            `      paths asked before: ${line(result.repeats)}; a path's first request (for a filtered one, its filter's first count): ${line(result.firstTimes)}`,
          );
        }
        const server = probe?.server;
        if (server)
          console.log(
            `      inside the process (request parsed to answer written): p50 ${server.p50} ms, p99 ${server.p99} ms, max ${server.max} ms` +
              ` of ${server.count}; slowest ${server.slowest.map((r) => `${r.ms} ms at ${(r.at / 1000).toFixed(1)} s ${r.url}`).join(', ')}`,
          );
      }
      const { apis: apiCpu, postgres, generator, rest, capacity } = run.cpu;
      const pct = (ms) => `${((100 * ms) / capacity).toFixed(0)} %`;
      console.log(
        `    the machine's CPU (${os.cpus().length} cores × ${s1(run.wallMs)}): API processes ${s1(apiCpu)} (${pct(apiCpu)}), PostgreSQL ${s1(postgres)} (${pct(postgres)}, ` +
          `every database, its processes alive at the end), this bench (load generator and writer) ${s1(generator)} (${pct(generator)}), everything else ${s1(rest)} (${pct(rest)})`,
      );
    }
    for (const [i] of apis.entries()) {
      const line = (kind, label) => {
        const sorted = [...delays[kind][i]].sort((a, b) => a - b);
        return `${label} p50 ${percentile(sorted, 0.5)} ms, max ${sorted.at(-1)} ms`;
      };
      console.log(
        `  process ${i + 1}: a write visible in its listings after: ${line('brand', 'brand rename')}; ${line('category', 'category rename')}; ${line('product', 'approved product')}`,
      );
    }
  } finally {
    stopAll();
    process.off('exit', stopAll);
  }
}
