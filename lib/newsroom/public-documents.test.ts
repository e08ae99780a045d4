/** @jest-environment node */
import { readCorrections } from '@/lib/backend';
import { loadList } from '@/lib/lists/server';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import { documentOfPath, documentUrl, type DocumentRef } from './documents';
import {
  approveItem,
  approveWithdrawal,
  createDraft,
  goLiveDue,
  requestWithdrawal,
  saveDraft,
  submitItem,
} from './server';
import { handleStoredDocument, languageOrder, withdrawnPage } from './public-documents';
import { approver, at, editor, storeTestPdf, T0 } from './testing/documents';

describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('public-documents', {}, engine);
  // The first test opens and migrates the store: slow on a loaded machine.
  jest.setTimeout(30_000);

  const origin = 'http://ir.example.com';
  const get = (url: string, headers: Record<string, string> = {}) =>
    handleStoredDocument(new Request(`${origin}${url}`, { headers }));

  function announcement(title: string, th: DocumentRef, en: DocumentRef) {
    return {
      title: { th: `${title} ไทย`, en: title },
      date: '2026-11-26',
      document: { th, en },
      setReleaseAt: '2026-11-26T09:00',
    };
  }

  describe('the document route', () => {
    let th: DocumentRef;
    let en: DocumentRef;
    let corrected: DocumentRef;
    let id: string;

    beforeAll(() => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      th = storeTestPdf('thai version', 'ประกาศ.pdf');
      en = storeTestPdf('english version', 'notice.pdf');
      corrected = storeTestPdf('english corrected', 'notice-corrected.pdf');
    });

    it('answers 404 for a draft, a submission and a scheduled version, then serves the live one', async () => {
      const draft = await createDraft(editor, 'exchangeAnnouncement', announcement('Obsidian notice', th, en), {
        now: T0,
      });
      id = draft.id;
      const urls = [documentUrl(th), documentUrl(en)];
      for (const url of urls) expect((await get(url)).status).toBe(404);
      await submitItem(editor, id, { now: T0 });
      for (const url of urls) expect((await get(url)).status).toBe(404);
      await approveItem(approver, id, { publishAt: '2026-11-26T09:30' }, { now: T0 });
      for (const url of urls) expect((await get(url)).status).toBe(404);

      expect(await goLiveDue({ now: at(30) })).toHaveLength(1);
      const response = await get(documentUrl(en));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
      expect(response.headers.get('etag')).toBe(`"${en.sha256}"`);
      expect(response.headers.get('content-disposition')).toBe('inline; filename=notice.pdf');
      expect(await response.text()).toContain('english version');
      // The Thai name, percent-encoded in the URL, is the name the row links.
      expect(documentUrl(th)).toContain('%E0%B8');
      expect((await get(documentUrl(th))).status).toBe(200);
      // Revalidation is a 304 while it is live.
      expect((await get(documentUrl(en), { 'if-none-match': `"${en.sha256}"` })).status).toBe(304);
    });

    it('answers 404 for a live hash under another name, a malformed hash or path', async () => {
      expect((await get(`/documents/files/${en.sha256}/other.pdf`)).status).toBe(404);
      expect((await get(`/documents/files/${en.sha256.toUpperCase()}/notice.pdf`)).status).toBe(404);
      expect((await get(`/documents/files/${en.sha256}/notice.pdf/extra`)).status).toBe(404);
      expect((await get(`/documents/files/${en.sha256}/%E0%A4%A`)).status).toBe(404);
      expect(documentOfPath(`/documents/files/${en.sha256}/..%2Fsecret.pdf`)).toBeNull();
    });

    it('keeps the old version’s document after a correction, and marks the corrected rows', async () => {
      await saveDraft(editor, id, announcement('Obsidian notice (corrected)', th, corrected), { now: at(40) });
      await submitItem(editor, id, { now: at(40) });
      // The correction's new document is not public before the correction goes live.
      expect((await get(documentUrl(corrected))).status).toBe(404);
      expect((await get(documentUrl(en))).status).toBe(200);
      await approveItem(approver, id, { publishAt: 'now' }, { now: at(41) });
      expect((await get(documentUrl(corrected))).status).toBe(404);
      expect(await goLiveDue({ now: at(41) })).toEqual([expect.objectContaining({ id, correction: true })]);
      expect((await get(documentUrl(corrected))).status).toBe(200);
      // The old URL keeps answering with the old file (docs/newsroom.md, Documents on the site).
      const old = await get(documentUrl(en));
      expect(old.status).toBe(200);
      expect(await old.text()).toContain('english version');
      const corrections = await readCorrections('setNews', 'en');
      expect([...corrections.values()]).toEqual([at(41).toISOString()]);
      expect((await readCorrections('setNews', 'th')).size).toBe(1);
      // The list says which row was corrected, and when; the other rows were not.
      for (const locale of ['th', 'en'] as const) {
        const { items, correctedAt } = await loadList('newsSet', locale, {});
        const row = items.find((item) => item.new_set_title.startsWith('Obsidian notice (corrected)'));
        expect(row && correctedAt(row)).toBe(at(41).toISOString());
        expect(items.filter((item) => correctedAt(item) !== null)).toHaveLength(1);
      }
    });

    it('answers 410 with a page in both languages once withdrawn, for every version’s documents', async () => {
      await requestWithdrawal(editor, id, 'Filed in error', { now: at(50) });
      await approveWithdrawal(approver, id, { now: at(51) });
      for (const ref of [th, en, corrected]) {
        const response = await get(documentUrl(ref));
        expect(response.status).toBe(410);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.headers.get('x-robots-tag')).toBe('noindex');
        const html = await response.text();
        expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="th">/);
        expect(html).toContain('<meta name="robots" content="noindex">');
        // 26 November 2026 in Bangkok: 2569 in the Buddhist era.
        expect(html).toContain('26 พฤศจิกายน 2569');
        expect(html).toContain('26 November 2026');
        expect(html.indexOf('lang="th"')).toBeLessThan(html.indexOf('<section lang="en"'));
        expect(html).toContain('<a href="/en">');
      }
      const english = await (await get(documentUrl(en), { 'accept-language': 'en-GB,en;q=0.9,th;q=0.5' })).text();
      expect(english).toMatch(/<html lang="en">/);
      expect(english.indexOf('<section lang="en"><h1>')).toBeGreaterThan(-1);
      expect(english).toContain('<section lang="th"><h2>');
      // Its corrections are forgotten with its rows.
      expect((await readCorrections('setNews', 'en')).size).toBe(0);
    });
  });

  describe('the withdrawn page', () => {
    it('puts Thai first unless the reader’s first language is English', () => {
      expect(languageOrder(null)).toEqual(['th', 'en']);
      expect(languageOrder('th-TH,th;q=0.9,en;q=0.8')).toEqual(['th', 'en']);
      expect(languageOrder('en-US,en;q=0.9')).toEqual(['en', 'th']);
      expect(languageOrder('th;q=0.4, en;q=0.8')).toEqual(['en', 'th']);
      expect(languageOrder('de-DE')).toEqual(['th', 'en']);
    });

    it('escapes what it writes and names the page in both languages', () => {
      const html = withdrawnPage('2026-01-05T10:00:00.000Z', ['th', 'en']);
      expect(html).toContain('<title>เอกสารถูกถอนแล้ว · Document withdrawn</title>');
      expect(html).toContain('5 มกราคม 2569');
      expect(html).not.toMatch(/<script|style=/);
    });
  });
});
