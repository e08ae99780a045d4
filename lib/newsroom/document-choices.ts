import 'server-only';
import { unknownDocumentChoices } from '@/lib/results/server';
import { documentChoicesOf, type Content, type FieldError } from './content';
import { CONTENT_KINDS, type KindName } from './kinds';

/**
 * The server's check of a quarterly results version's document choices (docs/results.md, Managing
 * it): each item chosen must be an item its list holds now. readContent checked their shape; this
 * reads the lists. One `unknown-item` error per role whose item is not there.
 */
export async function documentChoiceErrors(kindName: KindName, content: Content): Promise<FieldError[]> {
  const fields = CONTENT_KINDS[kindName].documentChoices;
  if (!fields) return [];
  const unknown = await unknownDocumentChoices(documentChoicesOf(kindName, content));
  return unknown.map((role) => ({ field: fields[role], problem: 'unknown-item' }));
}
