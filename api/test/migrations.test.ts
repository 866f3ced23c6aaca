/**
 * The migrations (README.md "Migrations"): drizzle-kit finds nothing to generate from the schema
 * files, so the next generated migration starts from the true schema; and a database migrated by
 * the migrations the baseline replaced (taken from git) starts this release without error and
 * ends up with the same schema and reference rows as a database built from the baseline.
 * PGlite always; PostgreSQL when it answers (TEST_DATABASE_URL), in the PostgreSQL half of the run.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { migrateDatabase, migrationsFolder, openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.ts';
import { removeDir } from './helpers.ts';

const apiDir = join(import.meta.dirname, '..');
const repoDir = join(apiDir, '..');
/** The last commit with the migrations the baseline replaced (0000_init … 0022_returns). */
const OLD_MIGRATIONS_COMMIT = 'c35e2b0d97c29e3e0bb095e6afccbacde16e57cf';
/** The `when` of 0022_returns: every baseline entry has it, so databases at 0022 skip them all. */
const WHEN_0022 = 1795300022000;
const wanted = process.env.API_TEST_BACKENDS;

interface Journal {
  entries: { idx: number; when: number; tag: string }[];
}
const readJournal = (folder: string) => JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as Journal;

describe('migrations: the schema files and the journal', () => {
  it('drizzle-kit generate finds no schema change to write', { skip: wanted === 'postgres' }, () => {
    // A copy of migrations/ (drizzle-kit would write its new file there), the schema files read in place.
    const work = mkdtempSync(join(tmpdir(), 'manzil-drizzle-check-'));
    try {
      cpSync(migrationsFolder(), join(work, 'migrations'), { recursive: true });
      const config = readFileSync(join(apiDir, 'drizzle.config.ts'), 'utf8');
      const schema = [...config.matchAll(/'\.\/(src\/db\/[\w-]+\.ts)'/g)].map((m) => join(apiDir, m[1]!));
      assert.ok(schema.length >= 9, 'drizzle.config.ts lists the schema files');
      writeFileSync(
        join(work, 'drizzle.config.mjs'),
        `export default ${JSON.stringify({ dialect: 'postgresql', schema, out: './migrations' })};\n`,
      );
      const before = readdirSync(join(work, 'migrations')).sort();
      const result = spawnSync(
        process.execPath,
        [join(apiDir, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', 'drizzle.config.mjs'],
        {
          cwd: work,
          encoding: 'utf8',
          input: '',
          timeout: 120_000,
        },
      );
      const output = `${result.stdout}\n${result.stderr}`;
      assert.equal(result.status, 0, output);
      assert.match(output, /No schema changes, nothing to migrate/, output);
      assert.deepEqual(readdirSync(join(work, 'migrations')).sort(), before, 'no migration file written');
    } finally {
      removeDir(work);
    }
  });

  it('gives every baseline entry the when of 0022_returns, and later migrations later ones', () => {
    const entries = readJournal(migrationsFolder()).entries;
    const baseline = entries.filter((entry) => entry.when <= WHEN_0022);
    assert.ok(baseline.length >= 2 && entries[0]!.when === WHEN_0022, 'the baseline opens the journal');
    assert.ok(
      baseline.every((entry) => entry.when === WHEN_0022),
      'a baseline entry earlier than 0022 would be skipped by a database between it and 0022',
    );
    entries.forEach((entry, i) => {
      assert.equal(entry.idx, i, `${entry.tag}: idx follows the journal order`);
      if (i > 0) assert.ok(entry.when >= entries[i - 1]!.when, `${entry.tag}: when does not go back`);
    });
    for (const entry of entries) readFileSync(join(migrationsFolder(), `${entry.tag}.sql`), 'utf8');
  });
});

/** What two databases must share: columns in order, constraints, indexes, triggers, functions, reference rows. */
async function describeSchema(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ line: string }>(
    handle.db,
    sql`select line from (
      select 'column ' || c.relname || ' ' || row_number() over (partition by c.oid order by a.attnum) || ' ' || a.attname || ' ' ||
        format_type(a.atttypid, a.atttypmod) || ' not null ' || a.attnotnull || ' generated ' || a.attgenerated::text ||
        ' default ' || coalesce(pg_get_expr(d.adbin, d.adrelid), '') as line
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
      union all
      select 'constraint ' || conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid)
      from pg_constraint where connamespace = 'public'::regnamespace
      union all
      select 'index ' || indexdef from pg_indexes where schemaname = 'public'
      union all
      select 'trigger ' || pg_get_triggerdef(oid) from pg_trigger where not tgisinternal
      union all
      select 'function ' || pg_get_functiondef(p.oid) from pg_proc p
      where p.pronamespace = 'public'::regnamespace
        and not exists (select 1 from pg_depend e where e.objid = p.oid and e.deptype = 'e')
      union all
      select 'extension ' || extname from pg_extension
      union all
      select 'row promo_codes ' || code || ' ' || kind || ' ' || coalesce(percent_off::text, '') from promo_codes
      union all
      select 'row ledger_accounts ' || code || ' ' || kind || ' ' || name from ledger_accounts
      union all
      select 'row commission_rules ' || scope || ' ' || percent_bp || ' ' || effective_from from commission_rules
      union all
      select 'row catalog_state ' || id from catalog_state
    ) described order by line`,
  );
  return rows.map((row) => row.line);
}

/** Applies the migrations of `folder` (drizzle's migrator, as the API does at start). */
async function migrateFolder(handle: DatabaseHandle, folder: string): Promise<void> {
  if (handle.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(handle.db as never, { migrationsFolder: folder });
  }
}

const appliedCount = async (handle: DatabaseHandle) =>
  Number((await queryRows<{ n: string }>(handle.db, sql`select count(*) as n from drizzle.__drizzle_migrations`))[0]!.n);

/** The old migrations from git into a folder; null (with the reason) when git or the commit is not there. */
function oldMigrations(into: string): string | null {
  const git = (...args: string[]) => spawnSync('git', ['-C', repoDir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const list = git('ls-tree', '-r', '--name-only', OLD_MIGRATIONS_COMMIT, 'api/migrations');
  if (list.status !== 0)
    return `the migrations before the baseline are not in this checkout's git history (${(list.stderr || String(list.error)).trim()})`;
  for (const path of list.stdout.split('\n').filter(Boolean)) {
    const file = git('show', `${OLD_MIGRATIONS_COMMIT}:${path}`);
    assert.equal(file.status, 0, file.stderr);
    const target = join(into, path.slice('api/migrations/'.length));
    mkdirSync(join(target, '..'), { recursive: true });
    writeFileSync(target, file.stdout);
  }
  return null;
}

interface Target {
  name: string;
  open(label: string): Promise<DatabaseHandle>;
  cleanup(): Promise<void>;
}

async function targets(): Promise<Target[]> {
  const list: Target[] = [];
  if (wanted !== 'postgres') {
    list.push({ name: 'PGlite (in memory)', open: () => openDatabase({ pgliteDir: 'memory://' }), cleanup: async () => {} });
  }
  if (wanted === 'pglite') return list;
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`# PostgreSQL did not answer (${(error as Error).message}); the migration upgrade test runs on PGlite only.`);
    await admin.end().catch(() => {});
    return list;
  }
  const created: string[] = [];
  list.push({
    name: 'PostgreSQL',
    async open(label) {
      const name = `manzil_migrations_test_${process.pid}_${label}`;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      created.push(name);
      const databaseUrl = new URL(url);
      databaseUrl.pathname = `/${name}`;
      return openDatabase({ databaseUrl: databaseUrl.toString() });
    },
    async cleanup() {
      for (const name of created) await admin.query(`drop database if exists ${name} with (force)`).catch(() => {});
      await admin.end().catch(() => {});
    },
  });
  return list;
}

describe('migrations: upgrading a database migrated before the baseline', async () => {
  const work = mkdtempSync(join(tmpdir(), 'manzil-old-migrations-'));
  const oldFolder = join(work, 'at-0022');
  const skip = oldMigrations(oldFolder);
  if (skip) console.log(`# ${skip}: the upgrade test is skipped.`);
  // The same old migrations stopped at 0019: a database a release behind.
  const partFolder = join(work, 'at-0019');
  if (!skip) {
    mkdirSync(join(partFolder, 'meta'), { recursive: true });
    const journal = readJournal(oldFolder);
    journal.entries = journal.entries.filter((entry) => entry.idx <= 19);
    writeFileSync(join(partFolder, 'meta/_journal.json'), JSON.stringify(journal));
    for (const entry of journal.entries) copyFileSync(join(oldFolder, `${entry.tag}.sql`), join(partFolder, `${entry.tag}.sql`));
  }
  const list = skip ? [] : await targets();
  after(async () => {
    for (const target of list) await target.cleanup();
    removeDir(work);
  });

  for (const target of list) {
    describe(target.name, () => {
      const handles: DatabaseHandle[] = [];
      const open = async (label: string) => {
        const handle = await target.open(label);
        handles.push(handle);
        return handle;
      };
      let fresh: string[] = [];
      before(async () => {
        const handle = await open('fresh');
        await migrateDatabase(handle);
        fresh = await describeSchema(handle);
      });
      after(async () => {
        for (const handle of handles) await handle.close();
      });

      it('a database at 0022 applies none of the baseline and has the schema a fresh one has', async () => {
        const handle = await open('upgraded');
        await migrateFolder(handle, oldFolder);
        const applied = await appliedCount(handle);
        assert.equal(applied, readJournal(oldFolder).entries.length);
        await migrateDatabase(handle);
        const later = readJournal(migrationsFolder()).entries.filter((entry) => entry.when > WHEN_0022).length;
        assert.equal(await appliedCount(handle), applied + later, 'no baseline migration ran on it, only those after the baseline');
        const upgraded = await describeSchema(handle);
        assert.ok(fresh.length > 400, `the description covers the schema (${fresh.length} lines)`);
        assert.deepEqual(upgraded, fresh);
      });

      it('a database stopped before 0022 is refused with what to do, and left as it was', async () => {
        const handle = await open('partial');
        await migrateFolder(handle, partFolder);
        const applied = await appliedCount(handle);
        await assert.rejects(migrateDatabase(handle), (error: Error) => {
          const message = `${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`;
          assert.match(message, /stops before migration 0022_returns/);
          return true;
        });
        assert.equal(await appliedCount(handle), applied);
      });
    });
  }
});
