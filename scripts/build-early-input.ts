/**
 * `npm run build:early-input`: builds lib/early-input/script.ts into lib/early-input/script.generated.ts,
 * the inline string the layout sends (docs/decisions/040-early-input-built-from-typescript.md). Run it
 * after changing the script or react-internals.ts, and commit both.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildEarlyInputScript, EARLY_INPUT_GENERATED, generatedModule } from './early-input-bundle';

const script = buildEarlyInputScript();
const text = generatedModule(script);
const file = path.relative(process.cwd(), EARLY_INPUT_GENERATED);
let previous = '';
try {
  previous = readFileSync(EARLY_INPUT_GENERATED, 'utf8');
} catch {
  // Not there yet: written below.
}
if (previous !== text) writeFileSync(EARLY_INPUT_GENERATED, text);
console.log(
  `${file} ${previous === text ? 'was up to date' : 'written'}: ${Buffer.byteLength(script)} bytes, ${gzipSync(script).length} gzipped`,
);
