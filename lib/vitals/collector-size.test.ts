/** @jest-environment node */
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { budgets } from '@/bench/budgets';

// The collector's budget (docs/performance.md, Field data): what it adds to first-load JavaScript, at
// most 3 KB gzip. That is the collector leaf alone, with the page view beacon (docs/newsroom.md, Reading
// figures): React and Next's router hooks are already there, and web-vitals with the reporting code
// (./report.ts) is imported only once the page is idle.
const BUDGET_BYTES = budgets.vitalsCollectorKB * 1024;

async function bundle(entry: string, external: RegExp[]): Promise<string> {
  const result = await build({
    entryPoints: [path.join(__dirname, entry)],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    plugins: [
      {
        name: 'external',
        setup(builder) {
          builder.onResolve({ filter: /.*/ }, (args) =>
            external.some((pattern) => pattern.test(args.path)) ? { path: args.path, external: true } : undefined,
          );
        },
      },
    ],
  });
  return result.outputFiles[0].text;
}

it('adds at most 3 KB gzip to first-load JavaScript, and web-vitals is not part of it', async () => {
  const leaf = await bundle('collector.tsx', [/^react(\/|$)/, /^next(\/|$)/, /^\.\/report$/]);
  const size = gzipSync(leaf, { level: 9 }).length;
  expect(size).toBeLessThanOrEqual(BUDGET_BYTES);
  // web-vitals' own code names the entry types it observes: none of it is in the leaf.
  expect(leaf).not.toMatch(/largest-contentful-paint|layout-shift/);
  expect(leaf).toContain('./report');
  // The page view beacon is in the leaf itself: no chunk of its own.
  expect(leaf).toContain('/api/reading');
});

it('keeps web-vitals and the reporting code in the part loaded later', async () => {
  const later = await bundle('report.ts', []);
  expect(later).toMatch(/largest-contentful-paint/);
  expect(gzipSync(later, { level: 9 }).length).toBeLessThan(10 * 1024);
});
