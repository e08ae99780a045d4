// @ts-check
/**
 * Writes messages/en.d.json.ts, the English catalogue as a type with its texts as literal types, from
 * messages/en.json (docs/architecture.md, "Typed messages"). TypeScript reads this declaration instead of
 * the JSON (allowArbitraryExtensions in tsconfig.json), so next-intl's AppConfig (global.d.ts) knows every
 * key and the ICU arguments of every text: `npm run messages:types` after changing en.json.
 * The file has the shape next-intl's own createMessagesDeclaration writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const CATALOGUE = path.join(root, 'messages', 'en.json');
export const DECLARATION = path.join(root, 'messages', 'en.d.json.ts');

/**
 * The declaration of a catalogue from its JSON text.
 * @param {string} json
 */
export function messagesDeclaration(json) {
  JSON.parse(json);
  return [
    '// Written by scripts/write-messages-declaration.mjs from en.json: do not edit, run `npm run messages:types`.',
    '',
    `declare const messages: ${json.trim()};`,
    'export default messages;',
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(DECLARATION, messagesDeclaration(readFileSync(CATALOGUE, 'utf8')));
  console.log(`Wrote ${path.relative(root, DECLARATION)}`);
}
