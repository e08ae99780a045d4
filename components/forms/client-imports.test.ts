/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The form pages' first-load JavaScript budget (bench/budgets.ts) holds only because the client side of
 * the pages stays light: texts come as props (no next-intl runtime), the react-hook-form components are
 * React.lazy chunks (deferred-forms.tsx) and yup comes with the validation on first use (lazyResolver).
 * This walks the static imports from what the pages import and fails if one of those comes back.
 */
const ROOT = path.resolve(__dirname, '../..');
const ENTRY = path.join(__dirname, 'deferred-forms.tsx');
const FORBIDDEN = [/^next-intl/, /^use-intl/, /^intl-messageformat/, /^yup$/, /^@hookform\//, /^react-hook-form$/];

/** Static imports and re-exports that stay in the bundle: `import type` is erased, `import()` makes its own chunk. */
function staticImports(source: string): string[] {
  return [...source.matchAll(/^(?:import|export)\s+(?!type\s)[^'";]*?from\s+'([^']+)'|^import\s+'([^']+)'/gm)].map(
    ([, from, bare]) => from ?? bare,
  );
}

function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  return (
    ['', '.tsx', '.ts', '/index.tsx', '/index.ts']
      .map((ending) => base + ending)
      .find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null
  );
}

/** The names a static import takes (null: all of them, as `import x` or `export * from`). */
function importedNames(source: string, specifier: string): Set<string> | null {
  const names = new Set<string>();
  const quoted = specifier.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  for (const [, list] of source.matchAll(
    new RegExp(`^(?:import|export)\\s+(?!type\\s)\\{([^}]*)\\}\\s*from\\s+'${quoted}'`, 'gm'),
  )) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name && !part.trim().startsWith('type ')) names.add(name);
    }
  }
  return names.size > 0 ? names : null;
}

/**
 * A feature's door (lib/<feature>/index.ts) re-exports its modules by name; the bundle keeps only the
 * modules whose names are used (package.json marks lib/ free of side effects), so only those are followed.
 */
function doorTargets(door: string, wanted: Set<string> | null): string[] {
  const source = readFileSync(door, 'utf8');
  if (wanted === null) return staticImports(source);
  return [...source.matchAll(/^export\s+\{([^}]*)\}\s*from\s+'([^']+)'/gm)]
    .filter(([, list]) =>
      list.split(',').some((part) =>
        wanted.has(
          part
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
        ),
      ),
    )
    .map(([, , from]) => from);
}

function firstLoadGraph(entry: string) {
  const modules = new Set<string>();
  const packages = new Map<string, string>();
  const visit = (file: string, wanted: Set<string> | null = null) => {
    const isDoor = /\/lib\/[^/]+\/(index|server)\.ts$/.test(file);
    if (modules.has(file) && !isDoor) return;
    modules.add(file);
    const source = readFileSync(file, 'utf8');
    for (const specifier of isDoor ? doorTargets(file, wanted) : staticImports(source)) {
      if (specifier.endsWith('.css')) continue;
      const local = resolveLocal(specifier, file);
      if (local) visit(local, isDoor ? null : importedNames(source, specifier));
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/'))
        packages.set(specifier, path.relative(ROOT, file));
    }
  };
  visit(entry);
  return { modules: [...modules].map((file) => path.relative(ROOT, file)), packages };
}

const graph = firstLoadGraph(ENTRY);

it('keeps the react-hook-form components and the schemas out of the static graph', () => {
  expect(graph.modules).toEqual(
    expect.arrayContaining(['components/forms/form-views.tsx', 'components/forms/field.tsx']),
  );
  for (const lazy of [
    'contact-form',
    'newsletter-form',
    'unsubscribe-dialog',
    'use-email-form',
    'contact-resolver',
    'newsletter-resolvers',
    'form-labels',
  ]) {
    expect(graph.modules).not.toContain(`components/forms/${lazy}.tsx`);
    expect(graph.modules).not.toContain(`components/forms/${lazy}.ts`);
  }
  expect(graph.modules.filter((file) => file.startsWith('lib/validation/'))).toEqual([]);
});

it('pulls in neither next-intl, yup nor react-hook-form', () => {
  const offending = [...graph.packages].filter(([specifier]) => FORBIDDEN.some((pattern) => pattern.test(specifier)));
  expect(offending).toEqual([]);
});

it('the lazy chunks still hold the mandated libraries', () => {
  // The guard above is only meaningful while these modules are what the pages end up running.
  expect(staticImports(readFileSync(path.join(__dirname, 'contact-form.tsx'), 'utf8'))).toContain('./use-email-form');
  expect(staticImports(readFileSync(path.join(__dirname, 'use-email-form.ts'), 'utf8'))).toContain('react-hook-form');
  expect(staticImports(readFileSync(path.join(__dirname, 'contact-resolver.ts'), 'utf8'))).toEqual(
    expect.arrayContaining(['@hookform/resolvers/yup', '@/lib/validation']),
  );
});
