/** @jest-environment node */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The company's data lives in the store, seeded from data/seed/ and kept by the IR team
 * (docs/newsroom.md, Facts and figures): no TypeScript outside the seed states a name, a figure or a
 * date of it. Tests may name what they expect; the SET's holidays are the exchange's (decision 038).
 */
const root = process.cwd();
// What runs the site and its commands; tests, test helpers and the benchmarks' fixtures may name what they expect.
const SOURCE_DIRS = ['app', 'components', 'lib', 'scripts'];
const SOURCE_FILE = /\.(ts|tsx|mjs|js)$/;
const NOT_SHIPPED = /\.(test|spec)\.(ts|tsx|mjs|js)$/;

// The SET's trading holidays are the exchange's data, the same for every listed company (decision 038).
const EXCHANGE_DATA = path.join('lib', 'content', 'market-holidays.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'testing' ? [] : sourceFiles(full);
    return SOURCE_FILE.test(name) && !NOT_SHIPPED.test(name) && path.relative(root, full) !== EXCHANGE_DATA
      ? [full]
      : [];
  });
}

/** The seed's values that are the company's own: its texts, its figures and its dates. */
function companyData(): Set<string> {
  const values = new Set<string>();
  const seedDir = path.join(root, 'data', 'seed');
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value && typeof value === 'object') return Object.values(value).forEach(visit);
    if (typeof value === 'string') {
      const text = value.trim();
      // Links and file paths name where a thing is, not what the company states.
      if (/^(\/|https?:)/.test(text)) return;
      if (/^\d{4}-\d{2}-\d{2}/.test(text)) values.add(`'${text.slice(0, 10)}`);
      // A name, an address, a title, a telephone: words or digits, not a one-word code ('statements').
      else if (text.length >= 8 && /[\s\d]/.test(text)) values.add(text);
    }
    if (typeof value === 'number' && Math.abs(value) >= 10_000 && !Number.isInteger(value / 1_000_000)) {
      values.add(String(value));
      values.add(value.toLocaleString('en-US'));
    }
  };
  for (const name of readdirSync(seedDir).filter((file) => file.endsWith('.json')))
    visit(JSON.parse(readFileSync(path.join(seedDir, name), 'utf8')));
  return values;
}

it('no shipped TypeScript outside data/seed/ states the company’s names, figures or dates', () => {
  const data = [...companyData()];
  expect(data.length).toBeGreaterThan(500);
  const found: string[] = [];
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    // Comments may give an example; the code may not state one.
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1');
    for (const value of data) if (text.includes(value)) found.push(`${path.relative(root, file)}: ${value}`);
  }
  expect(found).toEqual([]);
});
