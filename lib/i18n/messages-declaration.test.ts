/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { CATALOGUE, DECLARATION, messagesDeclaration } from '@/scripts/write-messages-declaration.mjs';

describe('messages/en.d.json.ts', () => {
  it('is the declaration of messages/en.json as it is now (else run `npm run messages:types`)', () => {
    expect(readFileSync(DECLARATION, 'utf8')).toBe(messagesDeclaration(readFileSync(CATALOGUE, 'utf8')));
  });

  it('declares the texts as they are written, for their arguments to be typed', () => {
    expect(messagesDeclaration('{ "A": { "b": "Hello {name}" } }')).toContain(
      'declare const messages: { "A": { "b": "Hello {name}" } };\nexport default messages;\n',
    );
    expect(() => messagesDeclaration('{ "A": ')).toThrow(SyntaxError);
  });
});
