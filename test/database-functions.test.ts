import 'reflect-metadata';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../migrations';
import { createTestDatabase, type TestDatabase } from '../server/src/test/db';

/**
 * Database code in one place: the current definition of each of the shop's database functions is one
 * file, server/src/modules/<module>/sql/<function>.sql, and it is exactly what the migrations install.
 * (Migrations are snapshots of their time; the files are what a reader looks at.)
 *
 * How a file is compared: in the migrated database, inside a transaction that is rolled back, the
 * file's statements run (CREATE OR REPLACE FUNCTION, and the triggers it may hold), and every shop
 * function and trigger must then read back (pg_get_functiondef, pg_get_triggerdef) exactly as the
 * migrations left it. PostgreSQL normalises the header (quoting, spacing, order of the options), so
 * only a real difference counts; the function's body must be the same text.
 *
 * The shop's functions: every function in `public` but those an extension brings (pg_depend 'e').
 */

const MODULES = 'server/src/modules';

interface SqlFile {
  /** Path from the repository root. */
  file: string;
  text: string;
}

/** Every server/src/modules/<module>/sql/*.sql. */
function sqlFiles(): SqlFile[] {
  return fs
    .readdirSync(MODULES, { withFileTypes: true })
    .filter((m) => m.isDirectory() && fs.existsSync(path.join(MODULES, m.name, 'sql')))
    .flatMap((m) =>
      fs
        .readdirSync(path.join(MODULES, m.name, 'sql'))
        .filter((f) => f.endsWith('.sql'))
        .sort()
        .map((f) => path.join(MODULES, m.name, 'sql', f)),
    )
    .map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));
}

/** The statements of a file: split on semicolons outside comments, quotes and dollar quotes; comments dropped. */
export function statements(sql: string): string[] {
  const out: string[] = [];
  let current = '';
  let i = 0;
  while (i < sql.length) {
    const rest = sql.slice(i);
    let m: RegExpExecArray | null;
    if (rest.startsWith('--')) {
      const end = sql.indexOf('\n', i);
      i = end < 0 ? sql.length : end;
    } else if (rest.startsWith('/*')) {
      const end = sql.indexOf('*/', i + 2);
      if (end < 0) throw new Error('unterminated /* comment');
      i = end + 2;
      current += ' ';
    } else if ((m = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(rest))) {
      const end = sql.indexOf(m[0], i + m[0].length);
      if (end < 0) throw new Error(`unterminated ${m[0]} quote`);
      current += sql.slice(i, end + m[0].length);
      i = end + m[0].length;
    } else if (sql[i] === "'" || sql[i] === '"') {
      const q = sql[i];
      let j = i + 1;
      for (; j < sql.length; j++) {
        if (sql[j] === q) {
          if (sql[j + 1] === q) j++;
          else break;
        }
      }
      if (j >= sql.length) throw new Error(`unterminated ${q} quote`);
      current += sql.slice(i, j + 1);
      i = j + 1;
    } else if (sql[i] === ';') {
      if (current.trim()) out.push(current.trim());
      current = '';
      i++;
    } else {
      current += sql[i];
      i++;
    }
  }
  if (current.trim()) out.push(current.trim());
  return out;
}

const FUNCTION_STATEMENT = /^CREATE\s+(OR\s+REPLACE\s+)?FUNCTION\s+(?:"?public"?\.)?"?([A-Za-z_][A-Za-z0-9_]*)"?\s*\(/i;
const TRIGGER_STATEMENT = /^CREATE\s+(?:OR\s+REPLACE\s+)?TRIGGER\s+"?([A-Za-z_][A-Za-z0-9_]*)"?\s[\s\S]*?\bON\s+((?:"?public"?\.)?"?[A-Za-z_][A-Za-z0-9_]*"?)/i;

interface Definitions {
  /** signature (regprocedure) → pg_get_functiondef */
  functions: Map<string, string>;
  /** name of each shop function, by signature */
  names: Map<string, string>;
  /** "trigger on table" → pg_get_triggerdef */
  triggers: Map<string, string>;
}

async function definitions(db: Client): Promise<Definitions> {
  const fns = await db.query<{ signature: string; name: string; def: string | null }>(`
    SELECT p.oid::regprocedure::text AS signature, p.proname AS name,
           CASE WHEN p.prokind IN ('f', 'p') THEN pg_get_functiondef(p.oid) END AS def
    FROM pg_proc p
    WHERE p.pronamespace = 'public'::regnamespace
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
    ORDER BY 1`);
  const trs = await db.query<{ key: string; def: string }>(`
    SELECT t.tgname || ' on ' || t.tgrelid::regclass::text AS key, pg_get_triggerdef(t.oid) AS def
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    WHERE NOT t.tgisinternal AND c.relnamespace = 'public'::regnamespace
    ORDER BY 1`);
  return {
    functions: new Map(fns.rows.map((r) => [r.signature, r.def ?? `(${r.signature}: not a plain function)`])),
    names: new Map(fns.rows.map((r) => [r.signature, r.name])),
    triggers: new Map(trs.rows.map((r) => [r.key, r.def])),
  };
}

/** Where two texts first part, for the message. */
function firstDifference(a: string, b: string): string {
  const al = a.split('\n');
  const bl = b.split('\n');
  for (let i = 0; i < Math.max(al.length, bl.length); i++) {
    if (al[i] !== bl[i]) return `line ${i + 1}: migrated ${JSON.stringify(al[i] ?? '(end)')}, file ${JSON.stringify(bl[i] ?? '(end)')}`;
  }
  return 'same text';
}

function differences(kind: string, before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [key, def] of after) {
    if (!before.has(key)) out.push(`${kind} ${key} is not in the migrated database (a changed signature, or dropped by a migration: then remove the file)`);
    else if (before.get(key) !== def) out.push(`${kind} ${key} differs from the migrated definition: ${firstDifference(before.get(key)!, def)}`);
  }
  for (const key of before.keys()) if (!after.has(key)) out.push(`${kind} ${key} disappeared`);
  return out;
}

/**
 * What is wrong between the migrated database and the files: nothing when each shop function has
 * exactly one file and each file installs exactly what the migrations did. `db` must be inside a
 * transaction: every file runs under a savepoint that is rolled back.
 */
export async function functionFileProblems(db: Client, files: SqlFile[]): Promise<string[]> {
  const problems: string[] = [];
  const base = await definitions(db);

  // Which file defines which function, from the files' text.
  const definers = new Map<string, string[]>();
  const runnable: { file: string; statements: string[] }[] = [];
  for (const { file, text } of files) {
    const name = path.basename(file, '.sql');
    let stmts: string[];
    try {
      stmts = statements(text);
    } catch (e) {
      problems.push(`${file}: ${(e as Error).message}`);
      continue;
    }
    let defines = false;
    for (const s of stmts) {
      const fn = FUNCTION_STATEMENT.exec(s);
      if (fn) {
        if (fn[2] !== name) problems.push(`${file} defines ${fn[2]}: a file defines only the function it is named after`);
        else if (!fn[1]) problems.push(`${file}: CREATE FUNCTION without OR REPLACE (a file must install over an existing definition)`);
        definers.set(fn[2], [...(definers.get(fn[2]) ?? []), file]);
        defines = true;
      } else if (!TRIGGER_STATEMENT.test(s)) {
        problems.push(`${file}: only CREATE OR REPLACE FUNCTION and CREATE TRIGGER belong here, not: ${s.slice(0, 60)}`);
      }
    }
    if (!defines) problems.push(`${file} defines no function`);
    runnable.push({ file, statements: stmts });
  }
  for (const [name, defining] of definers) {
    if (new Set(defining).size > 1) problems.push(`${name} is defined in ${defining.length} files: ${defining.join(', ')}`);
  }
  for (const [signature, name] of base.names) {
    if (!definers.has(name)) problems.push(`${signature} has no file (server/src/modules/<module>/sql/${name}.sql)`);
  }

  // Each file, run over the migrated database, must change nothing.
  for (const { file, statements: stmts } of runnable) {
    await db.query('SAVEPOINT function_file');
    try {
      for (const s of stmts) {
        const trigger = TRIGGER_STATEMENT.exec(s);
        if (trigger) await db.query(`DROP TRIGGER IF EXISTS "${trigger[1]}" ON ${trigger[2]}`);
        await db.query(s);
      }
      const after = await definitions(db);
      problems.push(...[...differences('function', base.functions, after.functions), ...differences('trigger', base.triggers, after.triggers)].map((p) => `${file}: ${p}`));
    } catch (e) {
      problems.push(`${file} does not install over the migrated database: ${(e as Error).message}`);
    } finally {
      await db.query('ROLLBACK TO SAVEPOINT function_file');
    }
  }
  return problems;
}

describe('database functions: one file each, the same as the migrations install', () => {
  let testDb: TestDatabase;
  let db: Client;
  const files = sqlFiles();

  beforeAll(async () => {
    testDb = await createTestDatabase();
    const ds = new DataSource({ type: 'postgres', url: testDb.url, migrations, entities: [], logging: ['error'] });
    await ds.initialize();
    await ds.runMigrations();
    await ds.destroy();
    db = new Client({ connectionString: testDb.url });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await testDb?.drop();
  });

  /** Runs `check` in a transaction that is rolled back, after `change` (as a later migration would). */
  async function inTransaction<T>(check: () => Promise<T>, change?: string): Promise<T> {
    await db.query('BEGIN');
    try {
      if (change) await db.query(change);
      return await check();
    } finally {
      await db.query('ROLLBACK');
    }
  }

  const fileOf = (name: string) => {
    const f = files.find((x) => path.basename(x.file) === `${name}.sql`);
    if (!f) throw new Error(`no file for ${name}`);
    return f;
  };

  it('every shop function has exactly one file, and each file is what the migrations install', async () => {
    expect(files.length).toBeGreaterThan(0);
    expect(await inTransaction(() => functionFileProblems(db, files))).toEqual([]);
  });

  it('each file sits in a module folder under its own name', () => {
    for (const { file } of files) expect(file).toMatch(/^server\/src\/modules\/[a-z-]+\/sql\/[a-z_][a-z0-9_]*\.sql$/);
  });

  describe('the check fails', () => {
    const stockSet = () => fileOf('stock_set');
    const changed = (text: string) => text.replace('SELECT stock_set_many(', 'SELECT  stock_set_many(');

    it('when a migration changes a function and its file is not changed', async () => {
      const later = statements(stockSet().text).find((s) => FUNCTION_STATEMENT.test(s))!;
      expect(changed(later)).not.toBe(later);
      const problems = await inTransaction(() => functionFileProblems(db, files), changed(later));
      expect(problems.join('\n')).toMatch(/stock_set\.sql: function stock_set\(uuid,integer,jsonb\) differs/);
    });

    it('when a file is stale or edited without a migration', async () => {
      const edited = files.map((f) => (f === stockSet() ? { ...f, text: changed(f.text) } : f));
      const problems = await inTransaction(() => functionFileProblems(db, edited));
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/stock_set\.sql: function stock_set\(uuid,integer,jsonb\) differs from the migrated definition: line \d+/);
    });

    it("when a file's trigger differs from the migrated one", async () => {
      const edited = files.map((f) => (path.basename(f.file) === 'invoice_issued_for_good.sql' ? { ...f, text: f.text.replace('BEFORE UPDATE OR DELETE', 'BEFORE UPDATE') } : f));
      const problems = await inTransaction(() => functionFileProblems(db, edited));
      expect(problems.join('\n')).toMatch(/invoice_issued_for_good\.sql: trigger invoice_no_change on invoice differs/);
    });

    it('when a function has no file', async () => {
      const problems = await inTransaction(
        () => functionFileProblems(db, files),
        `CREATE FUNCTION shop_function_without_file() RETURNS integer LANGUAGE sql AS 'SELECT 1'`,
      );
      expect(problems).toEqual(['shop_function_without_file() has no file (server/src/modules/<module>/sql/shop_function_without_file.sql)']);
      const withoutOne = await inTransaction(() => functionFileProblems(db, files.filter((f) => f !== stockSet())));
      expect(withoutOne).toEqual(['stock_set(uuid,integer,jsonb) has no file (server/src/modules/<module>/sql/stock_set.sql)']);
    });

    it('when two files define one function, or a file another function than its name', async () => {
      const copy = { ...stockSet(), file: 'server/src/modules/orders/sql/stock_set.sql' };
      expect((await inTransaction(() => functionFileProblems(db, [...files, copy]))).join('\n')).toMatch(/stock_set is defined in 2 files/);
      const misnamed = { ...stockSet(), file: 'server/src/modules/catalog/sql/stock_count.sql' };
      const problems = await inTransaction(() => functionFileProblems(db, [...files.filter((f) => f !== stockSet()), misnamed]));
      expect(problems.join('\n')).toMatch(/stock_count\.sql defines stock_set: a file defines only the function it is named after/);
    });

    it("but not for an extension's functions", async () => {
      const { rows } = await db.query(`SELECT count(*)::int AS n FROM pg_proc p JOIN pg_depend d ON d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e' WHERE p.pronamespace = 'public'::regnamespace`);
      expect(rows[0].n).toBeGreaterThan(0); // pg_trgm's and btree_gist's, which have no file
    });
  });

  it('the statement splitter keeps quoted and dollar-quoted semicolons', () => {
    expect(statements(`-- a; comment\nSELECT ';' ; /* x; */ SELECT $f$ a; $g$ b; $g$ $f$;\nSELECT "a;b"`)).toEqual([
      `SELECT ';'`,
      `SELECT $f$ a; $g$ b; $g$ $f$`,
      `SELECT "a;b"`,
    ]);
  });
});
