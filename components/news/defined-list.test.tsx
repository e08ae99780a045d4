/** @jest-environment node */
import { createTranslator } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withTemporaryStore } from '@/lib/testing/temporary-store';
import en from '@/messages/en.json';

// A list added by its definition alone (lib/testing/fixture-list.ts): its page renders with the generic body.
jest.mock('@/lib/list-defs/all', () => {
  const actual = jest.requireActual<typeof import('@/lib/list-defs/all')>('@/lib/list-defs/all');
  const { fixtureList } = jest.requireActual<typeof import('@/lib/testing/fixture-list')>('@/lib/testing/fixture-list');
  return { LIST_DEFINITIONS: { ...actual.LIST_DEFINITIONS, newsPodcast: fixtureList } };
});
jest.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: 'en', messages: en, namespace: namespace as 'Lists' }),
}));

// The search form and the year filter are client leaves: rendered here without Next's router.
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: () => {}, replace: () => {} }),
  usePathname: () => '/en/newinfo/podcasts',
  useSearchParams: () => new URLSearchParams(),
}));

withTemporaryStore('defined-list');

/* eslint-disable @typescript-eslint/no-require-imports */
const { DefinedList } = require('./defined-list') as typeof import('./defined-list');
const { YearListPage } =
  require('@/components/lists/year-list-page') as typeof import('@/components/lists/year-list-page');
/* eslint-enable @typescript-eslint/no-require-imports */

/** The body's markup: the year list page it returns is an async component too, rendered here in turn. */
async function html(query: Record<string, string>): Promise<string> {
  const body = (await DefinedList({ page: 'newsPodcast' as 'newsSet', locale: 'en', query })) as ReactElement<
    Parameters<typeof YearListPage>[0]
  >;
  return renderToStaticMarkup(await YearListPage(body.props));
}

it('shows the year’s items of a defined list newest first, a page at a time, each with its date and document', async () => {
  const first = await html({});
  expect(first).toContain('Q2 podcast');
  expect(first).not.toContain('Q1 podcast');
  expect(first).toContain('href="https://example.com/q2-en.mp3"');
  expect(first).toContain('dateTime="2025-08-13"');
  expect(first).toContain(en.Lists.searchTitles);
  const second = await html({ page: '2' });
  expect(second).toContain('Q1 podcast');
  const searched = await html({ q: 'Q1' });
  expect(searched).toContain('Q1 podcast');
  expect(searched).not.toContain('Q2 podcast');
});
