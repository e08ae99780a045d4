import { highlightedEvent } from './calendar-events';

interface Event {
  id: string;
  date: string;
}

const events: Event[] = [
  { id: 'a', date: '2025-03-05' },
  { id: 'b', date: '2026-11-26' },
  { id: 'c', date: '2026-12-09' },
  { id: 'd', date: '2024-11-28' },
  { id: 'broken', date: 'not a date' },
];
const dateOf = (event: Event) => event.date;

describe('highlightedEvent', () => {
  it('picks the next event from today on', () => {
    expect(highlightedEvent(events, dateOf, new Date('2026-11-21T10:00:00Z'))).toEqual({
      event: events[1],
      upcoming: true,
    });
  });

  it('counts an event today as upcoming, by the Bangkok day', () => {
    // 18:00 UTC on the 25th is already the 26th in Bangkok.
    expect(highlightedEvent(events, dateOf, new Date('2026-11-25T18:00:00Z'))?.event.id).toBe('b');
  });

  it('falls back to the latest past event when none is ahead', () => {
    expect(highlightedEvent(events, dateOf, new Date('2027-01-01T00:00:00Z'))).toEqual({
      event: events[2],
      upcoming: false,
    });
  });

  it('is undefined without a readable date', () => {
    expect(highlightedEvent([{ id: 'x', date: '' }], dateOf, new Date())).toBeUndefined();
  });
});
