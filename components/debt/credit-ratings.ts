import { parseBangkokDate } from '@/lib/format/date';

/** Ratings newest first; undated ones last, ties in the backend's order. */
export function newestRatingsFirst<T extends { rating_date: string }>(ratings: readonly T[]): T[] {
  const time = (rating: T) => parseBangkokDate(rating.rating_date)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return ratings
    .map((rating, index) => ({ rating, index, time: time(rating) }))
    .sort((a, b) => (a.time === b.time ? a.index - b.index : b.time > a.time ? 1 : -1))
    .map(({ rating }) => rating);
}
