/** @jest-environment node */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const backend = (file: string) => path.join(root, 'lib', 'backend', file);

// The entry and the modules that hold secrets, the network, the database or Next's server cache.
const MARKED = [
  ...['index.ts', 'config.ts', 'http.ts', 'cache.ts', 'stock-quote.ts'].map(backend),
  path.join(root, 'lib', 'store', 'content.ts'),
];
const isMarked = (file: string) => /^import 'server-only';$/m.test(readFileSync(file, 'utf8'));

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(root, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return (
    [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (file) => existsSync(file) && statSync(file).isFile(),
    ) ?? null
  );
}

/** Every project module a file loads at run time (type-only imports are erased). */
function runtimeGraph(entry: string): Set<string> {
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift() as string;
    for (const match of readFileSync(file, 'utf8').matchAll(
      /^(?:import|export)(?!\s+type\b)[^'"]*?from\s*'([^']+)'|^import '([^']+)'/gm,
    )) {
      const target = resolveImport(file, match[1] ?? match[2]);
      if (target && /\.tsx?$/.test(target) && !seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return seen;
}

describe("lib/backend is marked 'server-only'", () => {
  it('in its entry and in every module with secrets, network, database or server cache', () => {
    expect(MARKED.filter((file) => !isMarked(file))).toEqual([]);
  });

  it('and the tsx scripts that load it, which run without the react-server condition, first load the stub that empties the marker', () => {
    // Their Jest tests run under Jest's module map, not tsx.
    const scripts = readdirSync(path.join(root, 'scripts')).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const file = path.join(root, 'scripts', script);
      const reached = [...runtimeGraph(file)].filter(isMarked);
      const firstImport = readFileSync(file, 'utf8').match(/^import [^\n]+$/m)?.[0];
      const stubFirst = firstImport === "import './server-only-stub.mjs';";
      expect({ script, marked: reached.length > 0 && !stubFirst }).toEqual({ script, marked: false });
    }
  });
});
