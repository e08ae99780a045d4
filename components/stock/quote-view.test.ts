import type { StockQuote } from '@/lib/contract/types';
import { QUOTE_REFRESH_MS, quoteRefreshInterval, quoteView } from './quote-view';

const quote: StockQuote = {
  symbol: 'SHRZ',
  last: 2.34,
  prior: 2.3,
  project1: 2.36,
  open: 2.3,
  high: 2.38,
  low: 2.28,
  time: '2025-11-20T16:35:12+07:00',
  totalVolume: 12845600,
  bid: [],
  offer: [],
};

describe('quoteView', () => {
  it('shows the last price, the signed change and change percent and the update time', () => {
    expect(quoteView(quote, 'en')).toEqual({
      price: '2.34',
      change: '+0.04',
      changePercent: '+1.74%',
      direction: 'up',
      closed: false,
      updatedDate: '20 November 2025',
      updatedTime: '4:35 PM',
    });
  });

  it('dates the update in the Buddhist era in Thai', () => {
    expect(quoteView(quote, 'th').updatedDate).toBe('20 พฤศจิกายน 2568');
  });

  it('shows a fall with a minus sign and direction down', () => {
    const view = quoteView({ ...quote, last: 2.2 }, 'en');
    expect(view).toMatchObject({ change: '-0.10', changePercent: '-4.35%', direction: 'down' });
  });

  it('falls back to project1, then prior, for the price', () => {
    expect(quoteView({ ...quote, last: null }, 'en').price).toBe('2.36');
    expect(quoteView({ ...quote, last: null, project1: null }, 'en').price).toBe('2.30');
  });

  it('shows 0 change percent when prior is 0', () => {
    expect(quoteView({ ...quote, prior: 0 }, 'en').changePercent).toBe('0.00%');
  });

  it('marks the market closed with a dash for the change when the quote has no time', () => {
    expect(quoteView({ ...quote, time: null }, 'th')).toMatchObject({
      price: '2.34',
      change: '-',
      changePercent: '-',
      direction: 'unchanged',
      closed: true,
      updatedTime: null,
    });
  });

  it('prints dashes when there is no quote at all', () => {
    expect(quoteView(false as unknown as null, 'en')).toMatchObject({ price: '-', change: '-', closed: true });
  });
});

describe('quoteRefreshInterval', () => {
  const bangkok = (isoLocal: string) => new Date(`${isoLocal}+07:00`);

  it('refreshes every 30 s inside the morning and afternoon sessions', () => {
    expect(quoteRefreshInterval(bangkok('2025-11-20T10:00:00'))).toBe(QUOTE_REFRESH_MS);
    expect(quoteRefreshInterval(bangkok('2025-11-20T12:29:59'))).toBe(30_000);
    expect(quoteRefreshInterval(bangkok('2025-11-20T14:30:00'))).toBe(30_000);
  });

  it('does not refresh at the lunch break, after the close or at the weekend', () => {
    expect(quoteRefreshInterval(bangkok('2025-11-20T12:30:00'))).toBe(0);
    expect(quoteRefreshInterval(bangkok('2025-11-20T09:59:00'))).toBe(0);
    expect(quoteRefreshInterval(bangkok('2025-11-20T16:30:00'))).toBe(0);
    expect(quoteRefreshInterval(bangkok('2025-11-22T11:00:00'))).toBe(0);
  });
});
