import { newestRatingsFirst } from './credit-ratings';

describe('newestRatingsFirst', () => {
  it('orders by date, newest first, undated last, ties as sent', () => {
    const ratings = [
      { rating_date: '2021-06-24', id: 'a' },
      { rating_date: 'unknown', id: 'b' },
      { rating_date: '2024-06-20', id: 'c' },
      { rating_date: '2021-06-24', id: 'd' },
    ];
    expect(newestRatingsFirst(ratings).map((rating) => rating.id)).toEqual(['c', 'a', 'd', 'b']);
  });
});
