/** @jest-environment node */
import { createTranslator } from 'next-intl';
import * as backend from '@/lib/backend';
import { BACKEND_CALLS, CALL_KEYS } from '@/lib/contract';
import { calendarFeedResponse, newsFeedResponse } from '@/lib/feeds/server';
import type { ListPageId } from '@/lib/lists';
import { listRegistry } from '@/lib/lists/registry';
import { listYearPageQueries, loadList } from '@/lib/lists/server';
import { rebuildSearchIndex, searchSite } from '@/lib/search/server';
import { parseSearchQuery } from '@/lib/search-engine/query';
import { scanForNewItems } from '@/lib/store/email-alerts/dispatch';
import { STORE_ENGINES, withTemporaryStore } from '@/lib/testing/temporary-store';
import en from '@/messages/en.json';
import th from '@/messages/th.json';
import { documentUrl, type DocumentRef } from './documents';
import { approveItem, createDraft, goLiveDue, livePopup, submitItem } from './server';
import type { KindName } from './kinds';
import { handleStoredDocument } from './public-documents';
import { approver, editor, storeTestPdf, T0 } from './testing/documents';

// The feeds' route handlers get the real catalogues; only next-intl's request plumbing is left out.
jest.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: 'en' | 'th'; namespace: string }) =>
    createTranslator({ locale, messages: locale === 'en' ? en : th, namespace: namespace as 'Feeds' }),
}));

/**
 * "Drafts are never public" (docs/newsroom.md, Nothing before live): an item that is a draft, submitted
 * or scheduled is on no public surface (no list page or its year pages in the sitemap, list call, feed,
 * search result, popup)
 * and its PDF URL answers 404, until it goes live; then the scheduled ones are on all of them.
 */
describe.each(STORE_ENGINES)('on %s', (engine) => {
  withTemporaryStore('drafts-never-public', { SITE_URL: 'https://ir.example.com' }, engine);

  const WORD = 'Wyvernquill';
  const STATES = ['draft', 'submitted', 'scheduled'] as const;
  type State = (typeof STATES)[number];

  const documents: Record<string, DocumentRef> = {};
  function pdf(label: string): DocumentRef {
    return (documents[label] = storeTestPdf(`${WORD} ${label}`, `${label}.pdf`));
  }

  /** One item of each kind in each state, its title carrying WORD and a label. */
  const contents: Record<string, (label: string) => Record<string, unknown>> = {
    exchangeAnnouncement: (label) => ({
      title: { th: `${WORD} ${label} ไทย`, en: `${WORD} ${label}` },
      date: '2026-11-26',
      document: { th: pdf(`${label}-th`), en: pdf(`${label}-en`) },
      setReleaseAt: '2026-11-26T09:00',
    }),
    pressRelease: (label) => ({
      title: { th: `${WORD} ${label} ไทย`, en: `${WORD} ${label}` },
      date: '2026-11-26',
      link: { th: 'https://example.com/th', en: 'https://example.com/en' },
    }),
    calendarEvent: (label) => ({
      title: { th: `${WORD} ${label} ไทย`, en: `${WORD} ${label}` },
      detail: { th: 'รายละเอียด', en: 'Details' },
      date: '2026-12-10',
    }),
    analystReport: (label) => ({ title: `${WORD} ${label}`, date: '2026-11-25', document: { shared: pdf(label) } }),
    popup: (label) => ({
      title: { th: `${WORD} ${label} ไทย`, en: `${WORD} ${label}` },
      detail: { th: 'รายละเอียด', en: 'Details' },
    }),
  };

  async function makeItem(kind: KindName, state: State): Promise<void> {
    const label = `${kind}-${state}`;
    const draft = await createDraft(editor, kind, contents[kind](label), { now: T0 });
    if (state === 'draft') return;
    await submitItem(editor, draft.id, { now: T0 });
    if (state === 'submitted') return;
    await approveItem(approver, draft.id, { publishAt: '2026-11-26T10:00' }, { now: T0 });
  }

  /** Every public surface's text, in both languages. */
  async function publicText(): Promise<string> {
    const parts: unknown[] = [];
    for (const locale of ['th', 'en'] as const) {
      // The lists' items, and their year pages, which is what the sitemap adds to the fixed routes (app/sitemap.ts).
      for (const page of Object.keys(listRegistry) as ListPageId[])
        parts.push((await loadList(page, locale, {})).items, await listYearPageQueries(page, locale));
      // Every call's getter, by its name: a list added by its definition alone has no named export.
      for (const key of CALL_KEYS) parts.push(await backend.listGetterByName(BACKEND_CALLS[key].name)!(locale));
      parts.push(await (await newsFeedResponse(locale)).text());
      parts.push(
        await (await calendarFeedResponse(locale, new Request('https://ir.example.com/feeds/calendar.ics'))).text(),
      );
      parts.push(await livePopup(locale));
      const search = await searchSite({
        locale,
        query: parseSearchQuery(WORD.toLowerCase()),
        section: null,
        year: null,
        page: 1,
      });
      parts.push(search.status === 'ok' ? search.results.hits : search.status);
    }
    return JSON.stringify(parts);
  }

  const status = async (ref: DocumentRef) =>
    (await handleStoredDocument(new Request(`https://ir.example.com${documentUrl(ref)}`))).status;

  beforeAll(async () => {
    // The alert lists' first scan (baseline) is behind us, as on a running site.
    await scanForNewItems();
    for (const kind of Object.keys(contents) as KindName[]) for (const state of STATES) await makeItem(kind, state);
    await rebuildSearchIndex();
  }, 60_000);

  it('shows no draft, submission or scheduled item anywhere public, and its PDF answers 404', async () => {
    expect(await publicText()).not.toContain(WORD);
    const text = await publicText();
    for (const ref of Object.values(documents)) expect(text).not.toContain(ref.sha256);
    for (const ref of Object.values(documents)) expect(await status(ref)).toBe(404);
  }, 60_000);

  it('shows the scheduled items everywhere once they went live, and only them', async () => {
    expect(await goLiveDue({ now: new Date('2026-11-26T03:00:00Z') })).toHaveLength(Object.keys(contents).length);
    await rebuildSearchIndex();
    const text = await publicText();
    for (const kind of Object.keys(contents)) {
      expect(text).toContain(`${WORD} ${kind}-scheduled`);
      expect(text).not.toContain(`${WORD} ${kind}-draft`);
      expect(text).not.toContain(`${WORD} ${kind}-submitted`);
    }
    for (const [label, ref] of Object.entries(documents))
      expect(await status(ref)).toBe(label.includes('-scheduled') ? 200 : 404);
    // The live announcement's PDF is what its row links.
    expect(text).toContain(documentUrl(documents['exchangeAnnouncement-scheduled-en']));
  }, 60_000);
});
