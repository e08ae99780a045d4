import { readDocumentPublishers } from '@/lib/backend';
import type { Locale } from '@/lib/i18n';
import { CONTENT_KINDS, isKindName, STORED_DOCUMENTS_URL, type KindName } from '@/lib/newsroom';
import { sectionPage } from '@/lib/search-engine';
import { listedDocuments, type ListedDocument } from '@/lib/search/server';
import type { PageId } from '@/lib/site';
import { readReadingTop, READING_TOP } from './figures';

/**
 * The documents of the reading figures by name (docs/newsroom.md, Reading figures): a download is
 * counted under its URL; the lists of the store say what each URL is (the title a list gives it in each
 * language, the page that lists it), and a stored PDF that no list shows any more (a withdrawn item's)
 * is named by the newsroom item that published it. Anything else keeps its file name.
 */

/** What a document is: an item of the list a page shows, or of a newsroom kind. */
export type DocumentKind = { list: PageId } | { item: KindName };

export interface DocumentTitle {
  /** In the language asked for when the document has one; else in the other; else its file name. */
  title: string;
  /** Whether a list or an item names it (false: `title` is the file name). */
  named: boolean;
  kind: DocumentKind | null;
  /** The languages it is published in, Thai first; empty when one file serves both and none is stated. */
  languages: Locale[];
}

/** A document with its downloads over a window. */
export interface TitledDownload extends DocumentTitle {
  url: string;
  count: number;
}

const LOCALES: readonly Locale[] = ['th', 'en'];
const STORED = new RegExp(`^${STORED_DOCUMENTS_URL}/([0-9a-f]{64})/([^/]+)$`);

/** The path with its escapes undone, so that /a%20b.pdf and /a b.pdf are one document; as given when malformed. */
function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}

/** The last segment of the path: what the browser saves the file as. */
export function fileNameOf(url: string): string {
  const path = decoded(url);
  return path.slice(path.lastIndexOf('/') + 1) || path;
}

function fromLists(entries: readonly ListedDocument[], locale: Locale): DocumentTitle {
  const own = entries.find((entry) => entry.lang === locale) ?? entries[0];
  const page = sectionPage(own.section);
  const languages = LOCALES.filter((lang) => entries.some((entry) => entry.bilingual && entry.lang === lang));
  return { title: own.title, named: true, kind: page ? { list: page } : null, languages };
}

/** The title of a version's content: its own in the language, else in the other. */
function contentTitle(content: Record<string, unknown>, locale: Locale): string | null {
  const title = content.title;
  if (typeof title === 'string' && title.trim()) return title;
  if (typeof title !== 'object' || title === null) return null;
  for (const lang of [locale, ...LOCALES.filter((other) => other !== locale)]) {
    const text = (title as Record<string, unknown>)[lang];
    if (typeof text === 'string' && text.trim()) return text;
  }
  return null;
}

/** The languages a version's document fields give this file: one slot per language, or one shared by both. */
function contentLanguages(kind: KindName, content: Record<string, unknown>, sha256: string, name: string): Locale[] {
  const same = (ref: unknown) =>
    typeof ref === 'object' &&
    ref !== null &&
    (ref as { sha256?: unknown }).sha256 === sha256 &&
    (ref as { name?: unknown }).name === name;
  for (const [field, spec] of Object.entries(CONTENT_KINDS[kind].fields)) {
    const value = content[field];
    if (spec.type !== 'document' || typeof value !== 'object' || value === null) continue;
    const slots = value as Record<string, unknown>;
    if (same(slots.shared)) return CONTENT_KINDS[kind].bilingual ? [...LOCALES] : [];
    const languages = LOCALES.filter((lang) => same(slots[lang]));
    if (languages.length > 0) return languages;
  }
  return [];
}

async function fromPublishers(urls: readonly string[], locale: Locale): Promise<Map<string, DocumentTitle>> {
  const stored = urls.flatMap((url) => {
    const match = STORED.exec(url);
    return match ? [{ url, sha256: match[1], name: decoded(match[2]) }] : [];
  });
  const found = new Map<string, DocumentTitle>();
  if (stored.length === 0) return found;
  const publishers = await readDocumentPublishers(stored.map((document) => document.sha256));
  for (const { url, sha256, name } of stored) {
    // The newest publication of the file under this name.
    const publisher = publishers.find((row) => row.sha256 === sha256 && row.name === name && isKindName(row.kind));
    if (!publisher) continue;
    let content: Record<string, unknown>;
    try {
      content = JSON.parse(publisher.content) as Record<string, unknown>;
    } catch {
      continue;
    }
    const kind = publisher.kind as KindName;
    const title = contentTitle(content, locale);
    found.set(url, {
      title: title ?? name,
      named: title !== null,
      kind: { item: kind },
      languages: contentLanguages(kind, content, sha256, name),
    });
  }
  return found;
}

/** What each URL is, in `locale`: from the lists, else from the newsroom item that published it, else its file name. */
export async function titleDocuments(urls: readonly string[], locale: Locale): Promise<Map<string, DocumentTitle>> {
  const titles = new Map<string, DocumentTitle>();
  if (urls.length === 0) return titles;
  const listed = new Map<string, ListedDocument[]>();
  for (const entry of await listedDocuments()) {
    const key = decoded(entry.url);
    listed.set(key, [...(listed.get(key) ?? []), entry]);
  }
  const unlisted: string[] = [];
  for (const url of urls) {
    const entries = listed.get(decoded(url));
    if (entries) titles.set(url, fromLists(entries, locale));
    else unlisted.push(url);
  }
  const published = await fromPublishers(unlisted, locale);
  for (const url of unlisted)
    titles.set(url, published.get(url) ?? { title: fileNameOf(url), named: false, kind: null, languages: [] });
  return titles;
}

/** The `limit` documents downloaded most over the window, most first, each named in `locale`. */
export async function readTopDownloads({
  days,
  locale,
  now = new Date(),
  limit = READING_TOP,
}: {
  days: number;
  locale: Locale;
  now?: Date;
  limit?: number;
}): Promise<TitledDownload[]> {
  const rows = await readReadingTop('download', { days, now, limit });
  const titles = await titleDocuments(
    rows.map((row) => row.key),
    locale,
  );
  return rows.map((row) => ({ url: row.key, count: row.count, ...titles.get(row.key)! }));
}
