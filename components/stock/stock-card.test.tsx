import type { ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { StockQuote } from '@/lib/contract/types';
import { quoteView } from './quote-view';
import { StockCard, type StockCardLabels } from './stock-card';
import { StockTicker } from './stock-ticker';

const labels: StockCardLabels = {
  symbol: 'SHRZ',
  currency: 'Baht',
  change: 'Change',
  updated: 'Updated {date} at {time}',
  marketClosed: 'Market closed',
  direction: { up: 'Up', down: 'Down', unchanged: 'Unchanged' },
};

const quote: StockQuote = {
  symbol: 'SHRZ',
  last: 2.34,
  prior: 2.3,
  project1: 2.34,
  open: 2.3,
  high: 2.38,
  low: 2.28,
  time: '2025-11-20T16:35:12+07:00',
  totalVolume: 1000,
  bid: [],
  offer: [],
};

const tickerLabels = {
  region: 'SHRZ stock price',
  symbol: 'SHRZ',
  marketOpen: 'Market open',
  marketClosed: 'Market closed',
  direction: labels.direction,
};

/** The card as a page renders it: the server's quote, its view in `locale`, the market open or not. */
function card(initialQuote: StockQuote | null = quote, { locale = 'en' as 'en' | 'th', open = false } = {}) {
  return (
    <StockCard
      initialQuote={initialQuote}
      initiallyOpen={open}
      initialView={quoteView(initialQuote, locale)}
      locale={locale}
      labels={labels}
    />
  );
}

function ticker({ open = false } = {}) {
  return (
    <StockTicker
      initialQuote={quote}
      initiallyOpen={open}
      initialView={quoteView(quote, 'en')}
      locale="en"
      labels={tickerLabels}
    />
  );
}

/** A fresh SWR cache: the other tests' quotes must not answer for this one. */
const fresh = (children: ReactNode) => <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>;

/** The page shown again: `persisted` when it comes back from the back/forward cache. */
async function pageShown(persisted = true) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  await act(async () => void window.dispatchEvent(event));
}

const refreshedTo = (last: number) =>
  (global.fetch as jest.Mock).mockResolvedValue({ ok: true, json: async () => ({ ...quote, last }) });

beforeEach(() => {
  global.fetch = jest.fn();
});

describe('StockCard', () => {
  it('shows the price, the change with its direction in words and the update time', () => {
    render(card());
    const shown = screen.getByTestId('stock-card');
    expect(shown).toHaveTextContent('2.34');
    expect(shown).toHaveTextContent('Up');
    expect(shown).toHaveTextContent('+0.04 (+1.74%)');
    expect(shown).toHaveTextContent('Updated 20 November 2025 at 4:35 PM');
    expect(shown).not.toHaveTextContent('Market closed');
  });

  it('shows the market-closed message and a dash for the change when the quote has no time', () => {
    render(card({ ...quote, time: null }, { locale: 'th' }));
    const shown = screen.getByTestId('stock-card');
    expect(shown).toHaveTextContent('Market closed');
    expect(shown).toHaveTextContent(/Change\s*-Market closed/);
    expect(shown).not.toHaveTextContent('+0.04');
  });

  it("prints the server's figures until the quote is refreshed, and formats a refreshed quote itself", async () => {
    refreshedTo(9.87);
    // Figures no formatter would print: the card shows what the server computed, untouched.
    const fromServer = { ...quoteView(quote, 'en'), price: 'price-from-server', updatedDate: 'date-from-server' };
    render(
      fresh(
        <StockCard initialQuote={quote} initiallyOpen={false} initialView={fromServer} locale="en" labels={labels} />,
      ),
    );
    expect(screen.getByTestId('stock-card')).toHaveTextContent('price-from-server Baht');
    expect(screen.getByTestId('stock-card')).toHaveTextContent('Updated date-from-server at 4:35 PM');
    await pageShown();
    expect(await screen.findByText('9.87')).toBeInTheDocument();
    expect(screen.getByTestId('stock-card')).toHaveTextContent('Updated 20 November 2025 at 4:35 PM');
  });

  it('shows dashes when the backend failed, without fetching while the market is closed', () => {
    render(card(null));
    expect(screen.getByTestId('stock-card')).toHaveTextContent('- Baht');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('fetches the quote again when the page is restored from the back/forward cache, not on an ordinary pageshow', async () => {
    refreshedTo(9.87);
    render(fresh(card()));
    await pageShown(false);
    expect(global.fetch).not.toHaveBeenCalled();
    await pageShown(true);
    expect(global.fetch).toHaveBeenCalledWith('/api/stock_quotation', expect.anything());
    expect(await screen.findByText(/9\.87/)).toBeInTheDocument();
  });

  it('asks once for the card and the ticker of one restored page', async () => {
    refreshedTo(9.87);
    render(
      fresh(
        <>
          {card()}
          {ticker()}
        </>,
      ),
    );
    await pageShown();
    expect(await screen.findAllByText(/9\.87/)).toHaveLength(2);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('StockTicker', () => {
  it('labels the market closed outside trading hours', () => {
    render(ticker());
    expect(screen.getByRole('region', { name: 'SHRZ stock price' })).toHaveTextContent('Market closed');
  });

  it('labels the market open during a session when the quote has a time', () => {
    render(ticker({ open: true }));
    expect(screen.getByRole('region', { name: 'SHRZ stock price' })).toHaveTextContent('Market open');
  });
});
