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

beforeEach(() => {
  global.fetch = jest.fn();
});

describe('StockCard', () => {
  it('shows the price, the change with its direction in words and the update time', () => {
    render(
      <StockCard
        initialQuote={quote}
        initiallyOpen={false}
        initialView={quoteView(quote, 'en')}
        locale="en"
        labels={labels}
      />,
    );
    const card = screen.getByTestId('stock-card');
    expect(card).toHaveTextContent('2.34');
    expect(card).toHaveTextContent('Up');
    expect(card).toHaveTextContent('+0.04 (+1.74%)');
    expect(card).toHaveTextContent('Updated 20 November 2025 at 4:35 PM');
    expect(card).not.toHaveTextContent('Market closed');
  });

  it('shows the market-closed message and a dash for the change when the quote has no time', () => {
    render(
      <StockCard
        initialQuote={{ ...quote, time: null }}
        initiallyOpen={false}
        initialView={quoteView({ ...quote, time: null }, 'th')}
        locale="th"
        labels={labels}
      />,
    );
    const card = screen.getByTestId('stock-card');
    expect(card).toHaveTextContent('Market closed');
    expect(card).toHaveTextContent(/Change\s*-Market closed/);
    expect(card).not.toHaveTextContent('+0.04');
  });

  it("prints the server's figures until the quote is refreshed, and formats a refreshed quote itself", async () => {
    (global.fetch as jest.Mock).mockResolvedValue({ ok: true, json: async () => ({ ...quote, last: 9.87 }) });
    // Figures no formatter would print: the card shows what the server computed, untouched.
    const fromServer = { ...quoteView(quote, 'en'), price: 'price-from-server', updatedDate: 'date-from-server' };
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <StockCard initialQuote={quote} initiallyOpen={false} initialView={fromServer} locale="en" labels={labels} />
      </SWRConfig>,
    );
    expect(screen.getByTestId('stock-card')).toHaveTextContent('price-from-server Baht');
    expect(screen.getByTestId('stock-card')).toHaveTextContent('Updated date-from-server at 4:35 PM');
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    await act(async () => void window.dispatchEvent(event));
    expect(await screen.findByText('9.87')).toBeInTheDocument();
    expect(screen.getByTestId('stock-card')).toHaveTextContent('Updated 20 November 2025 at 4:35 PM');
  });

  it('shows dashes when the backend failed, without fetching while the market is closed', () => {
    render(
      <StockCard
        initialQuote={null}
        initiallyOpen={false}
        initialView={quoteView(null, 'en')}
        locale="en"
        labels={labels}
      />,
    );
    expect(screen.getByTestId('stock-card')).toHaveTextContent('- Baht');
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('fetches the quote again when the page is restored from the back/forward cache, not on an ordinary pageshow', async () => {
    (global.fetch as jest.Mock).mockResolvedValue({ ok: true, json: async () => ({ ...quote, last: 9.87 }) });
    // A fresh SWR cache: the other tests' quotes must not answer for this one.
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <StockCard
          initialQuote={quote}
          initiallyOpen={false}
          initialView={quoteView(quote, 'en')}
          locale="en"
          labels={labels}
        />
      </SWRConfig>,
    );
    const pageShow = (persisted: boolean) => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: persisted });
      return event;
    };
    await act(async () => void window.dispatchEvent(pageShow(false)));
    expect(global.fetch).not.toHaveBeenCalled();
    await act(async () => void window.dispatchEvent(pageShow(true)));
    expect(global.fetch).toHaveBeenCalledWith('/api/stock_quotation', expect.anything());
    expect(await screen.findByText(/9\.87/)).toBeInTheDocument();
  });

  it('asks once for the card and the ticker of one restored page', async () => {
    (global.fetch as jest.Mock).mockResolvedValue({ ok: true, json: async () => ({ ...quote, last: 9.87 }) });
    const tickerLabels = {
      region: 'SHRZ stock price',
      symbol: 'SHRZ',
      marketOpen: 'Open',
      marketClosed: 'Closed',
      direction: labels.direction,
    };
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <StockCard
          initialQuote={quote}
          initiallyOpen={false}
          initialView={quoteView(quote, 'en')}
          locale="en"
          labels={labels}
        />
        <StockTicker
          initialQuote={quote}
          initiallyOpen={false}
          initialView={quoteView(quote, 'en')}
          locale="en"
          labels={tickerLabels}
        />
      </SWRConfig>,
    );
    const event = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(event, 'persisted', { value: true });
    await act(async () => void window.dispatchEvent(event));
    expect(await screen.findAllByText(/9\.87/)).toHaveLength(2);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('StockTicker', () => {
  const tickerLabels = {
    region: 'SHRZ stock price',
    symbol: 'SHRZ',
    marketOpen: 'Market open',
    marketClosed: 'Market closed',
    direction: labels.direction,
  };

  it('labels the market closed outside trading hours', () => {
    render(
      <StockTicker
        initialQuote={quote}
        initiallyOpen={false}
        initialView={quoteView(quote, 'en')}
        locale="en"
        labels={tickerLabels}
      />,
    );
    expect(screen.getByRole('region', { name: 'SHRZ stock price' })).toHaveTextContent('Market closed');
  });

  it('labels the market open during a session when the quote has a time', () => {
    render(
      <StockTicker
        initialQuote={quote}
        initiallyOpen
        initialView={quoteView(quote, 'en')}
        locale="en"
        labels={tickerLabels}
      />,
    );
    expect(screen.getByRole('region', { name: 'SHRZ stock price' })).toHaveTextContent('Market open');
  });
});
