/** @jest-environment node */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildEarlyInputScript, EARLY_INPUT_GENERATED, generatedModule } from '../../scripts/early-input-bundle';

/**
 * The inline string is built from script.ts ahead of time and committed
 * (docs/decisions/040-early-input-built-from-typescript.md): it must be what the source builds to now.
 */
it('script.generated.ts is what script.ts builds to (else run npm run build:early-input)', () => {
  expect(readFileSync(EARLY_INPUT_GENERATED, 'utf8')).toBe(generatedModule(buildEarlyInputScript()));
}, 60_000);

describe('the build', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(path.join(tmpdir(), 'early-input-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  function build(source: string): string {
    const entry = path.join(folder, `entry-${Math.random().toString(36).slice(2)}.ts`);
    writeFileSync(entry, source);
    return buildEarlyInputScript(entry);
  }

  it('lowers the syntax to ES5 and runs it at once', () => {
    const script = build(
      "const seen: string[] = [];\nconst note = (word: string) => seen.push(`<${word}>`);\nnote('a');\n(window as unknown as { seen: string[] }).seen = seen;\n",
    );
    expect(script).not.toMatch(/=>|\bconst\b|\blet\b|`/);
    const window = {} as { seen?: string[] };
    new Function('window', script)(window);
    expect(window.seen).toEqual(['<a>']);
  }, 60_000);

  it('refuses a method later than ES5, which no polyfill provides before the script runs', () => {
    expect(() => build("if (document.title.startsWith('IR')) document.title = '';\n")).toThrow(/startsWith/);
  }, 60_000);

  it('refuses a type error', () => {
    expect(() => build('const count: number = document.title;\nconsole.log(count);\n')).toThrow(/not assignable/);
  }, 60_000);

  it('never lets through text that would change how the browser reads the inline <script> element', () => {
    expect(build("document.title = '</script>';\n")).not.toMatch(/<\/script/i);
    expect(() => build("document.title = '<!--';\n")).toThrow(/cannot be inlined/);
  }, 60_000);
});
