import { meetingHref, meetingPageView } from './meeting-page-view';

const meeting = (id: number, year: number, type: number) => ({
  meeting_id: id,
  meeting_year: year,
  meeting_type: type,
  meeting_name: `Document ${id}`,
  meeting_url: `/documents/${id}.pdf`,
});

const list = [
  meeting(1, 2025, 0),
  meeting(2, 2025, 0),
  meeting(3, 2024, 0),
  meeting(4, 2024, 1),
  meeting(5, 2024, 2),
  meeting(6, 2023, 1),
];

describe('meetingPageView', () => {
  it('opens 2025 on the annual general meeting by default', () => {
    const view = meetingPageView(list, undefined, undefined);
    expect(view).toMatchObject({ year: 2025, types: [0], type: 0 });
    expect(view.documents.map((item) => item.meeting_id)).toEqual([1, 2]);
  });

  it('opens the year and type of a deep link', () => {
    const view = meetingPageView(list, '2024', '2');
    expect(view).toMatchObject({ year: 2024, types: [0, 1, 2], type: 2 });
    expect(view.documents.map((item) => item.meeting_id)).toEqual([5]);
  });

  it('resets the type to 0 when the year changes (the year link carries no type)', () => {
    const href = meetingHref({ year: 2024 });
    expect(href).toBe('/basicinfo/shareholdermeeting?year=2024');
    const view = meetingPageView(list, new URLSearchParams(href.split('?')[1]).get('year') ?? undefined, undefined);
    expect(view.type).toBe(0);
  });

  it('falls back to type 0 for a type the year does not hold', () => {
    expect(meetingPageView(list, '2025', '2').type).toBe(0);
    expect(meetingPageView(list, '2024', 'x').type).toBe(0);
  });

  it("shows the year's first type when it had no annual meeting", () => {
    expect(meetingPageView(list, '2023', undefined)).toMatchObject({ types: [1], type: 1 });
  });

  it('has no tabs and no documents for a year without meetings or a failed call', () => {
    expect(meetingPageView(list, '2021', undefined)).toEqual({ year: 2021, types: [], type: 0, documents: [] });
    expect(meetingPageView(false, '2024', '1')).toEqual({ year: 2024, types: [], type: 0, documents: [] });
  });
});

describe('meetingHref', () => {
  it('leaves the defaults out of the URL', () => {
    expect(meetingHref({ year: 2025, type: 0 })).toBe('/basicinfo/shareholdermeeting');
    expect(meetingHref({ year: 2025, type: 1 })).toBe('/basicinfo/shareholdermeeting?type=1');
    expect(meetingHref({ year: 2022, type: 2 })).toBe('/basicinfo/shareholdermeeting?year=2022&type=2');
  });
});
