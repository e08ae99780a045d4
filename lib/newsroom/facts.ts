import 'server-only';
import { BACKEND_CALLS } from '@/lib/contract';
import { listGetterByName } from '@/lib/backend';
import { contentOfRows, type Content } from './content';
import { factItem } from './items';
import { CONTENT_KINDS, KIND_NAMES, type KindName } from './kinds';
import type { NewsroomItem } from './items';

/**
 * The facts of the site the IR team keeps (docs/newsroom.md, Facts and figures): one item per fact
 * kind, always live, its first version started from what the site shows now.
 */

/** The kinds that are facts, in the kinds' order. */
export const FACT_KINDS: readonly KindName[] = KIND_NAMES.filter((kind) => CONTENT_KINDS[kind].fact);

/** A fact's content as the site shows it now (the seed's, or the last version gone live); null when its call fails. */
export async function liveFactContent(kind: KindName): Promise<Content | null> {
  const call = CONTENT_KINDS[kind].call;
  const getter = call ? listGetterByName(BACKEND_CALLS[call].name) : undefined;
  if (!getter) return null;
  const [th, en] = await Promise.all([getter('th'), getter('en')]);
  if (!th || !en) return null;
  return contentOfRows(kind, { th: th as Record<string, unknown>[], en: en as Record<string, unknown>[] });
}

export interface FactState {
  kind: KindName;
  /** Its item, once someone has edited it; null while the site shows the seed's. */
  item: NewsroomItem | null;
}

/** Every fact and its item. */
export async function listFacts(): Promise<FactState[]> {
  return Promise.all(FACT_KINDS.map(async (kind) => ({ kind, item: await factItem(kind) })));
}
