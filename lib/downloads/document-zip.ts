import { documentsByYear, type QuarterlyDocument } from './quarterly-documents';

/**
 * Which documents a ZIP request may have: only those the download-documents page lists (financial
 * statements and MD&A, of either language), at most {@link MAX_ZIP_FILES}, named in the archive
 * `<year>/Q<n>-<document>.pdf`. Pure: the route reads the lists and the body, this decides.
 */

export const MAX_ZIP_FILES = 100;

/** The longest value of one `file` field worth reading: a document URL, with room for a long remote one. */
export const MAX_PATH_LENGTH = 2048;

/** The kinds in the order the page's table rows take them (lib/downloads/quarterly-documents.ts `kind`). */
export const ZIP_DOCUMENT_KINDS = ['financial-statements', 'mdna'] as const;

export interface ZipEntry {
  /** The document's URL as the page links it: a site path or an absolute URL. */
  href: string;
  /** Its name inside the archive. */
  name: string;
}

/** The lists of one language, in the page's order: statements, MD&A. */
export type QuarterlyLists = readonly [readonly QuarterlyDocument[], readonly QuarterlyDocument[]];

/**
 * Every document the page shows in any language, by URL, with its archive name. The page shows one
 * document per kind, year and quarter (documentsByYear), so the allowed set is exactly what it links.
 */
export function listedDocuments(languages: readonly QuarterlyLists[]): Map<string, string> {
  const listed = new Map<string, string>();
  for (const lists of languages) {
    for (const { year, documents } of documentsByYear(lists)) {
      for (const document of documents) {
        if (!listed.has(document.href)) {
          listed.set(document.href, `${year}/Q${document.quarter}-${ZIP_DOCUMENT_KINDS[document.kind]}.pdf`);
        }
      }
    }
  }
  return listed;
}

export type ZipChoice =
  | { ok: true; entries: ZipEntry[] }
  | { ok: false; reason: 'none' }
  | { ok: false; reason: 'too-many'; count: number }
  | { ok: false; reason: 'unlisted'; href: string }
  /** A requested document is not among the lists that answered, and some did not: nothing can be said. */
  | { ok: false; reason: 'lists-unavailable' };

/**
 * The archive's entries for the requested URLs (repeats counted once), in the order asked; or why
 * the request is refused. `complete` says whether every list answered.
 */
export function chooseDocuments(
  requested: readonly string[],
  listed: ReadonlyMap<string, string>,
  complete: boolean,
): ZipChoice {
  const unique = [...new Set(requested)];
  if (unique.length === 0) return { ok: false, reason: 'none' };
  if (unique.length > MAX_ZIP_FILES) return { ok: false, reason: 'too-many', count: unique.length };
  const unknown = unique.find((href) => !listed.has(href));
  if (unknown !== undefined)
    return complete ? { ok: false, reason: 'unlisted', href: unknown } : { ok: false, reason: 'lists-unavailable' };

  // Two languages may list different files for one quarter: the second keeps its own name.
  const names = new Set<string>();
  const entries = unique.map((href) => {
    const base = listed.get(href)!;
    let name = base;
    for (let copy = 2; names.has(name); copy += 1) name = base.replace(/\.pdf$/, `-${copy}.pdf`);
    names.add(name);
    return { href, name };
  });
  return { ok: true, entries };
}
