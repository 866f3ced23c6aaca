// The write-stream scenario of `npm run bench -- --write-stream` (docs/performance.md): two fresh
// API processes on one PostgreSQL database; while autocannon loads both with listings and
// filtered listings, a second client renames a brand, renames a category and approves a new
// product once a second. Prints, per process: time from spawn to the first listing answered and
// to its catalog index being ready, resident memory (then and at the end, and the peak), the
// latency under load during the writes, and how long each write took to show in that process's
// listings.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
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

/** Starts one API process; resolves its figures as they come. */
function startApi({ entry, cwd, env, port }) {
  const spawnedAt = Date.now();
  const child = spawn(process.execPath, [entry], { cwd, env: { ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  const api = { child, port, url: `http://127.0.0.1:${port}`, spawnedAt, listeningMs: NaN, firstListingMs: NaN, indexReadyMs: NaN };
  let out = '';
  child.stdout.on('data', (data) => {
    out += data.toString();
    if (Number.isNaN(api.listeningMs) && out.includes('Manzil API listening')) api.listeningMs = Date.now() - spawnedAt;
    if (Number.isNaN(api.indexReadyMs) && out.includes('Catalog index ready')) api.indexReadyMs = Date.now() - spawnedAt;
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
export async function writeStreamFigures({ pg, autocannon, entry, cwd, env, port, duration, connections }) {
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
    /** Polls `check` on each process until true; records the delay since `since`. */
    const watch = (kind, since, check) => {
      for (const [i, api] of apis.entries())
        watchers.push(
          (async () => {
            while (Date.now() - since < 30_000) {
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

    const schedBefore = apis.map((api) => schedOf(api.child.pid));
    const loadBefore = os.loadavg()[0];
    const loads = await Promise.all(
      apis.map((api) =>
        autocannon({
          url: api.url,
          connections: Math.max(1, Math.floor(connections / 2)),
          duration,
          headers: { 'accept-encoding': 'gzip, deflate, br' },
          requests: paths.map((path) => ({ method: 'GET', path })),
        }),
      ),
    );
    const schedAfter = apis.map((api) => schedOf(api.child.pid));
    const loadAfter = os.loadavg()[0];
    writing = false;
    await writer;
    await Promise.all(watchers);
    // Put the catalog back as it was (the brand and category names; the products written here).
    await client.query('update brands set name = $1 where id = $2', [brandName, brandId]);
    await client.query('update categories set name = $1 where id = $2', [categoryName, categoryId]);
    if (inserted.length) await client.query('delete from products where id = any($1::int[])', [inserted]);
    await client.end();

    console.log(`  under load (${connections} connections over both, ${duration} s) while one brand rename, one category rename and`);
    console.log(
      `  one newly approved product are written per second (${delays.brand[0].length} of each); load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}:`,
    );
    for (const [i, api] of apis.entries()) {
      const result = loads[i];
      const memory = memoryOf(api.child.pid);
      console.log(
        `  process ${i + 1}: ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
          `max ${result.latency.max} ms, errors ${result.errors + result.non2xx}; resident ${mb(memory.rss)} (peak ${mb(memory.peak)})`,
      );
      const [before, after] = [schedBefore[i], schedAfter[i]];
      if (before && after) {
        const onCpu = after.onCpu - before.onCpu;
        const waiting = after.waiting - before.waiting;
        console.log(
          `    main thread during the load: ${(onCpu / 1000).toFixed(1)} s on a CPU, ${(waiting / 1000).toFixed(1)} s ready but waiting for one ` +
            `(${((100 * waiting) / (onCpu + waiting)).toFixed(0)} % of the time it had work)`,
        );
      }
      const line = (kind, label) => {
        const sorted = [...delays[kind][i]].sort((a, b) => a - b);
        return `${label} p50 ${percentile(sorted, 0.5)} ms, max ${sorted.at(-1)} ms`;
      };
      console.log(
        `    visible in its listings after: ${line('brand', 'brand rename')}; ${line('category', 'category rename')}; ${line('product', 'approved product')}`,
      );
    }
  } finally {
    stopAll();
    process.off('exit', stopAll);
  }
}
