/** @jest-environment node */
import { forgetStockQuotes } from '@/lib/backend/stock-quote';
import { getStockQuote } from '@/lib/backend';
import { liveFactContent, publishFact } from '@/lib/newsroom/server';
import { startStandInServer, type StandInServer } from '@/lib/testing/stand-in-server';
import { withTemporaryStore } from '@/lib/testing/temporary-store';

// The symbol the site quotes is a company fact: the IR team changes it, no deploy.
withTemporaryStore('company-symbol');

let provider: StandInServer;
beforeAll(async () => {
  provider = await startStandInServer();
  process.env.STOCK_API_URL = `${provider.url}/v1/quotes`;
});
afterAll(async () => {
  delete process.env.STOCK_API_URL;
  await provider.close();
});

const quoteOf = (symbol: string) => ({
  symbol,
  last: 2.36,
  prior: 2.3,
  open: 2.3,
  high: 2.4,
  low: 2.28,
  time: null,
  totalVolume: 1000,
  bid: [],
  offer: [],
});

it('asks the quote provider for the symbol of the published company facts, and picks it from a list', async () => {
  provider.answer((request) => ({
    body: JSON.stringify({ data: [quoteOf('OTHER'), quoteOf(request.query.get('symbols') ?? '')] }),
  }));
  forgetStockQuotes();
  await expect(getStockQuote()).resolves.toMatchObject({ symbol: 'SHRZ' });
  expect(provider.requests.at(-1)?.query.get('symbols')).toBe('SHRZ');

  const facts = await liveFactContent('company');
  await publishFact('company', { ...facts, symbol: 'SHRZX' });
  forgetStockQuotes();
  await expect(getStockQuote()).resolves.toMatchObject({ symbol: 'SHRZX' });
  expect(provider.requests.at(-1)?.query.get('symbols')).toBe('SHRZX');
});
