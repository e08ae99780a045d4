import { readListedDocument, readPublishedDocument, requestLocale } from '@/lib/backend';
import { escapeXml } from '@/lib/feeds';
import { formatLongDate } from '@/lib/format';
import { storedDocumentResponse } from '@/lib/uploads';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { documentOfPath, documentUrl } from './documents';
import { withdrawnDocument } from './items';

/**
 * The public document route, `/documents/files/<sha256>/<name>` (app/documents/files, docs/newsroom.md,
 * Documents on the site): a stored PDF is served only while a live version of a newsroom item links to
 * it under that name (the store's index, readPublishedDocument), or an item of a list that
 * `npm run publish` wrote does (readListedDocument); a withdrawn item's URL answers 410
 * Gone with a short page in both languages; anything else, a draft's document included, 404.
 */

/**
 * Published documents are public: a browser revalidates them on every use (max-age=0; their ETag, the
 * hash, makes that a 304), a shared cache in front may hold them a minute, as it holds the pages
 * (s-maxage=60). A withdrawal purges their URLs (refreshSite), so it shows at once; if that purge
 * fails, within the minute (docs/operations.md, A shared cache in front).
 */
export const PUBLISHED_DOCUMENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';
/** The withdrawn page never changes once a document is withdrawn. */
export const WITHDRAWN_CACHE_CONTROL = 'public, max-age=300';

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-robots-tag': 'noindex' },
  });
}

/** GET and HEAD of a document URL (Next answers HEAD with the GET handler, without the body). */
export async function handleStoredDocument(request: Request): Promise<Response> {
  const document = documentOfPath(new URL(request.url).pathname);
  if (!document) return plain(404, 'Not found');
  let published: boolean;
  let withdrawnAt: string | null = null;
  try {
    const url = documentUrl({ ...document, pages: 1 });
    // A live newsroom version's document, else one `npm run publish` stored for a list's item still listed.
    published = (await readPublishedDocument(document.sha256, document.name)) || (await readListedDocument(url));
    if (!published) withdrawnAt = await withdrawnDocument(url);
  } catch (error) {
    console.error(
      `[documents] ${document.sha256} could not be looked up: ${error instanceof Error ? error.message : String(error)}`,
    );
    return plain(503, 'Service unavailable');
  }
  if (published) {
    return storedDocumentResponse(document.sha256, {
      downloadName: document.name,
      cacheControl: PUBLISHED_DOCUMENT_CACHE_CONTROL,
      request,
    });
  }
  if (withdrawnAt) return withdrawnResponse(withdrawnAt, request.headers.get('accept-language'));
  return plain(404, 'Not found');
}

type Lang = 'th' | 'en';

/**
 * English first when the reader prefers English to Thai (Accept-Language, read as the forms read it:
 * lib/backend's requestLocale); Thai, the site's default, otherwise, also when it names neither.
 */
export function languageOrder(acceptLanguage: string | null): [Lang, Lang] {
  if (!/(^|[\s,])(en|th)([-;,\s]|$)/i.test(acceptLanguage ?? '')) return ['th', 'en'];
  const request = new Request('http://localhost/', { headers: { 'accept-language': acceptLanguage! } });
  return requestLocale(request, {}) === 'en' ? ['en', 'th'] : ['th', 'en'];
}

const MESSAGES: Record<Lang, Record<keyof typeof en.WithdrawnDocument, string>> = {
  th: th.WithdrawnDocument,
  en: en.WithdrawnDocument,
};
const HOME: Record<Lang, string> = { th: '/', en: '/en' };

/**
 * The 410 page: one short, valid, server-made HTML page in both languages (a document URL has no
 * locale), the date in each language's calendar (Thai in the Buddhist era), a link home, noindex.
 */
export function withdrawnPage(withdrawnAt: string, order: [Lang, Lang]): string {
  const [first] = order;
  const sections = order.map((lang, index) => {
    const t = MESSAGES[lang];
    const heading = index === 0 ? 'h1' : 'h2';
    const body = t.body.replace('{date}', formatLongDate(withdrawnAt, lang));
    return `<section lang="${lang}"><${heading}>${escapeXml(t.title)}</${heading}><p>${escapeXml(body)}</p><p><a href="${HOME[lang]}">${escapeXml(t.home)}</a></p></section>`;
  });
  return `<!DOCTYPE html>
<html lang="${first}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeXml(order.map((lang) => MESSAGES[lang].title).join(' · '))}</title>
</head>
<body>
<main>
${sections.join('\n')}
</main>
</body>
</html>
`;
}

function withdrawnResponse(withdrawnAt: string, acceptLanguage: string | null): Response {
  return new Response(withdrawnPage(withdrawnAt, languageOrder(acceptLanguage)), {
    status: 410,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': WITHDRAWN_CACHE_CONTROL,
      vary: 'Accept-Language',
      'x-robots-tag': 'noindex',
      'x-content-type-options': 'nosniff',
    },
  });
}
