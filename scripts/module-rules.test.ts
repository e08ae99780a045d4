/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The module rules of `npm run lint` (docs/architecture.md, "Modules and their doors") on a small tree
 * that breaks each of them once: each rule must report its violation, and only that one.
 */
const root = path.resolve(__dirname, '..');
const fixture = path.join(root, 'test-fixtures', 'module-rules');

function run(args: string[]): string {
  try {
    return execFileSync(process.execPath, args, { cwd: fixture, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return `${failed.stdout}${failed.stderr}`;
  }
}

describe('npm run lint:modules', () => {
  let report: string;
  beforeAll(() => {
    report = run([
      path.join(root, 'node_modules', 'dependency-cruiser', 'bin', 'dependency-cruise.mjs'),
      'app',
      'components',
      'lib',
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
    ]);
  }, 60_000);

  it.each([
    ['feature-through-its-door', 'lib/alpha/alpha.ts → lib/beta/beta.ts'],
    ['outside-lib-through-doors', 'components/shop/shop.tsx → lib/beta/beta.ts'],
    ['store-only-through-the-backend', 'components/shop/shop.tsx → lib/store/index.ts'],
    ['server-only-through-the-process-bridge', 'lib/zeta/zeta.ts → lib/server/redis.mjs'],
    ['lib-is-below-components', 'lib/beta/upward.ts → app/page.tsx'],
    ['components-are-below-app', undefined],
    ['no-runtime-cycle', 'lib/gamma/x.ts → '],
    ['database-drivers-only-in-the-store', 'lib/beta/driver.ts → '],
  ])('%s reports %s', (rule, edge) => {
    const lines = report.split('\n').filter((line) => line.includes(`error ${rule}:`));
    if (edge === undefined) expect(lines).toEqual([]);
    else expect(lines.join('\n')).toContain(edge);
  });

  it('lets a door be imported, the backend import the store, and the server layer its own modules', () => {
    expect(report).not.toContain('components/shop/basket.tsx → lib/beta/index.ts');
    expect(report).not.toContain('lib/backend/index.ts → lib/store');
    expect(report).not.toContain('lib/zeta/zeta.ts → lib/server/process-bridge.mjs');
    expect(report).not.toContain('lib/server/process-bridge.mjs → lib/server/redis.mjs');
    expect(report).not.toContain('lib/store/driver.ts');
  });

  it('finds the two folders that import each other, and only those', async () => {
    const output = run([
      '--input-type=module',
      '-e',
      `const { folderCycles } = await import(${JSON.stringify(path.join(root, 'scripts', 'check-folder-cycles.mjs'))});
       console.log(JSON.stringify(await folderCycles(['app', 'components', 'lib'])));`,
    ]);
    const cycles = JSON.parse(output.trim().split('\n').pop() as string) as { folders: string[] }[];
    expect(cycles.map((cycle) => cycle.folders)).toEqual([['lib/delta', 'lib/epsilon']]);
  }, 60_000);
});

describe('SQL outside lib/store (eslint.config.mjs)', () => {
  /** The lint's messages for `code` as if it were the file `file` of the project. */
  function lint(file: string, code: string): string[] {
    const output = run2(
      [
        path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js'),
        '--stdin',
        '--stdin-filename',
        file,
        '--format',
        'json',
      ],
      code,
    );
    const [result] = JSON.parse(output) as { messages: { ruleId: string | null; message: string; line: number }[] }[];
    return result.messages
      .filter((message) => message.message.startsWith('SQL belongs in lib/store'))
      .map((message) => `${message.line}`);
  }
  function run2(args: string[], input: string): string {
    try {
      return execFileSync(process.execPath, args, { cwd: root, encoding: 'utf8', stdio: 'pipe', input });
    } catch (error) {
      return (error as { stdout: string }).stdout;
    }
  }
  const statements = [
    "const table = 'newsroom_items';",
    "export const a = 'SELECT id FROM newsroom_items WHERE id = ?';",
    'export const b = `INSERT INTO newsroom_events (item_id) VALUES (?)`;',
    'export const c = `SELECT ${table}.id FROM ${table}`;',
    'export const d = `UPDATE ${table} SET state = ?`;',
    'export const e = "DELETE FROM job_leases WHERE name = ?";',
    'export const f = `CREATE TABLE t (a INTEGER)`;',
    "export const g = 'CREATE INDEX i ON t (a)';",
    'export const h = `SELECT i.id,\n  i.kind FROM newsroom_items i`;',
    "export const i = 'INSERT OR REPLACE INTO t (a) VALUES (?)';",
  ].join('\n');
  const prose = [
    "export const a = 'Select a document from its list.';",
    "export const b = 'Insert into the list, then delete from the draft and update the list set.';",
    'export const c = `Select ${1} from the list`;',
  ].join('\n');

  it('reports every statement in a feature, a route or a script', () => {
    for (const file of ['lib/newsroom/planted.ts', 'app/api/planted/route.ts', 'scripts/planted.ts']) {
      expect(new Set(lint(file, statements))).toEqual(new Set(['2', '3', '4', '5', '6', '7', '8', '9', '11']));
    }
  }, 120_000);

  it('lets the store and the tests query, and takes no English sentence for a statement', () => {
    expect(lint('lib/store/planted.ts', statements)).toEqual([]);
    expect(lint('lib/newsroom/planted.test.ts', statements)).toEqual([]);
    expect(lint('lib/newsroom/planted.ts', prose)).toEqual([]);
  }, 120_000);
});

describe('the server layer', () => {
  it('imports by relative paths only: server.mjs loads it unbuilt, where the @/ alias does not resolve', () => {
    const files = execFileSync('git', ['ls-files', 'server.mjs', 'lib/server', 'lib/security', 'lib/config'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file.endsWith('.mjs'));
    expect(files.length).toBeGreaterThan(10);
    const aliased = files.filter((file) => /from\s+'@\//.test(readFileSync(path.join(root, file), 'utf8')));
    expect(aliased).toEqual([]);
  });
});
