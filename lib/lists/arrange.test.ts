import type { CalendarEvent, MediaNews, SetNews } from '@/lib/contract';
import { arrangeList } from './arrange';

/** An announcement of `date`, published at `time` (UTC) when given. */
const announcement = (id: number, date: string, time?: string): SetNews => ({
  new_set_id: id,
  new_set_title: `Announcement ${id}`,
  new_set_date: date,
  new_set_pdf_url: `/documents/${id}.pdf`,
  ...(time ? { published_at: `${date}T${time}Z` } : {}),
});
const ids = (items: readonly SetNews[]) => items.map((item) => item.new_set_id);

describe('a date-sorted list: a day’s newest item first', () => {
  it('orders the items of one date by the time they were published, newest first, whatever the reply’s order', () => {
    // As the store replies: oldest date first; the day's items in the order they were written.
    const reply = [
      announcement(1, '2026-11-27', '03:00'),
      announcement(2, '2026-11-28', '09:30'),
      announcement(3, '2026-11-28', '02:00'),
      announcement(4, '2026-11-28', '10:15'),
    ];
    expect(ids(arrangeList('newsSet', reply))).toEqual([4, 2, 3, 1]);
  });

  it('puts an item with a time before the same day’s items without one, and those newest row first', () => {
    // The seed's items have no time; the announcements call lists them oldest first, so the later row is newer.
    const reply = [
      announcement(10, '2026-11-28'),
      announcement(11, '2026-11-28'),
      announcement(12, '2026-11-28', '01:00'),
      announcement(13, '2026-11-28'),
      announcement(9, '2026-11-29'),
    ];
    expect(ids(arrangeList('newsSet', reply))).toEqual([9, 12, 13, 11, 10]);
  });

  it('reads a list that runs newest first the other way: its earlier row is the newer', () => {
    const release = (title: string, date: string, time?: string): MediaNews => ({
      title_news_medias: title,
      url_news_medias: `/news/${title}`,
      publish_date_news_medias: date,
      ...(time ? { published_at: `${date}T${time}Z` } : {}),
    });
    const reply = [
      release('b', '2026-11-28'),
      release('a', '2026-11-28'),
      release('c', '2026-11-28', '08:00'),
      release('z', '2026-11-01'),
    ];
    expect(arrangeList('newsMedia', reply).map((item) => item.title_news_medias)).toEqual(['c', 'b', 'a', 'z']);
  });

  it('keeps twelve announcements of one day in the order they went live, the last first', () => {
    const reply = Array.from({ length: 12 }, (_, index) =>
      announcement(100 + index, '2026-11-28', `0${Math.floor(index / 6)}:${String((index % 6) * 10).padStart(2, '0')}`),
    );
    // The store may write them in any order: shuffled, the times still decide.
    const shuffled = [...reply].sort((a, b) => ((a.new_set_id * 7) % 12) - ((b.new_set_id * 7) % 12));
    const arranged = ids(arrangeList('newsSet', shuffled));
    expect(arranged[0]).toBe(111);
    expect(arranged).toEqual([...ids(reply)].reverse());
  });

  it('keeps the calendar reading forwards', () => {
    const event = (date: string, title: string): CalendarEvent => ({
      title_calendar_investor: title,
      detail_ad_calendar_investor: '',
      publish_date_calendar_investor: date,
    });
    const arranged = arrangeList('calendar', [
      event('2026-12-03', 'later'),
      event('2026-11-30', 'sooner'),
      event('2026-12-01', 'between'),
    ]);
    expect(arranged.map((item) => item.title)).toEqual(['sooner', 'between', 'later']);
  });
});
