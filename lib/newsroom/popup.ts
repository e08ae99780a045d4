import { readLivePopupContent } from '@/lib/backend';
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
export async function livePopup(lang: Lang): Promise<LivePopup | null> {
  const stored = await readLivePopupContent();
  if (stored === null) return null;
  const content = JSON.parse(stored) as Record<string, Partial<Texts> | undefined>;
  return {
    title: content.title?.[lang] ?? '',
    detail: content.detail?.[lang] ?? '',
    link: content.link?.[lang] ?? null,
  };
}
