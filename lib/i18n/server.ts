import 'server-only';
import en from '@/messages/en.json';
import type { GroupIn, KeyIn, MessageGroup, PlainKeyIn } from './message-keys';

/**
 * The i18n door's server part: the English catalogue, read to check a key made from data (a URL's
 * error code, a stored field's name) before it is translated. Every language holds the same keys (Thai
 * falls back to English), so a key English holds is one every translator has. Each check narrows the
 * name to the keys of its group, so `t(`${group}.${name}`)` needs no cast.
 */

function entryOf(group: string, name: string): unknown {
  let node: unknown = en;
  for (const part of [...group.split('.'), name]) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Whether `name` names a text directly in `group`. */
export function isKeyIn<Group extends MessageGroup>(group: Group, name: string): name is KeyIn<Group> {
  return typeof entryOf(group, name) === 'string';
}

/** Whether `name` names a text directly in `group` that takes no {argument}. */
export function isPlainKeyIn<Group extends MessageGroup>(group: Group, name: string): name is PlainKeyIn<Group> {
  const text = entryOf(group, name);
  return typeof text === 'string' && !text.includes('{');
}

/** Whether `name` names a group of texts directly in `group`. */
export function isGroupIn<Group extends MessageGroup>(group: Group, name: string): name is GroupIn<Group> {
  const entry = entryOf(group, name);
  return typeof entry === 'object' && entry !== null;
}
