import { plainRows, storeDatabase } from '@/lib/backend';
import type { Lang, Texts } from './content';

/**
 * The announcement popup is the one kind with no list of its own: its live version is read from the
 * newsroom. Nothing that is not live is ever returned.
 */
export interface LivePopup {
  title: string;
  detail: string;
  link: string | null;
}

/** The popup live now (the one that went live last) in a language, or null. */
export async function livePopup(lang: Lang, database = storeDatabase): Promise<LivePopup | null> {
  const [row] = plainRows(
    await (await database()).execute(`SELECT v.content FROM newsroom_items i JOIN newsroom_versions v ON v.item_id = i.id AND v.version = i.live_version
      WHERE i.kind = 'popup' AND i.live_version IS NOT NULL AND i.state <> 'withdrawn' ORDER BY i.went_live_at DESC, i.id LIMIT 1`),
  );
  if (!row) return null;
  const content = JSON.parse(String(row.content)) as Record<string, Partial<Texts> | undefined>;
  return { title: content.title?.[lang] ?? '', detail: content.detail?.[lang] ?? '', link: content.link?.[lang] ?? null };
}
