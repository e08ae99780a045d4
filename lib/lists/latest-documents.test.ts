import { inQuarterOrder, latestDocument, latestOfList, newestMeetingDocument } from '@/lib/lists/latest-documents';

const doc = (year: number | string, quarter: number | string, pdf_url = `${year}-${quarter}`) => ({
  year,
  quarter,
  pdf_url,
});

describe('latestDocument', () => {
  it('picks the highest year, then the highest quarter', () => {
    const list = [doc(2024, 4), doc(2025, 1), doc(2025, 3), doc(2025, 2), doc(2023, 4)];
    expect(latestDocument(list)?.pdf_url).toBe('2025-3');
  });

  it('compares numbers, not text, when the backend sends strings', () => {
    const list = [doc('2025', '9'), doc('2025', '10'), doc('2024', '12')];
    expect(latestDocument(list)?.pdf_url).toBe('2025-10');
    expect(latestDocument([doc('2024', 4), doc(2025, '1')])?.pdf_url).toBe('2025-1');
  });

  it('reads quarters written as Q1..Q4', () => {
    expect(latestDocument([doc(2025, 'Q2'), doc(2025, 'Q4'), doc(2025, 'Q3')])?.pdf_url).toBe('2025-Q4');
  });

  it('compares Buddhist-era years with Gregorian ones', () => {
    expect(latestDocument([doc(2568, 1), doc(2024, 4)])?.pdf_url).toBe('2568-1');
  });

  it('keeps the first of equal documents and ranks unreadable ones last', () => {
    expect(latestDocument([doc(2025, 1, 'a'), doc(2025, 1, 'b')])?.pdf_url).toBe('a');
    expect(latestDocument([doc('n/a', 4), doc(2020, 1)])?.pdf_url).toBe('2020-1');
    expect(latestDocument([doc(2025, 'annual'), doc(2025, 1)])?.pdf_url).toBe('2025-1');
  });

  it('is undefined for an empty list', () => {
    expect(latestDocument([])).toBeUndefined();
  });
});

describe('inQuarterOrder', () => {
  const list = [doc(2025, 3), doc(2024, 4), doc(2025, 1), doc('2025', '2'), doc(2024, 1)];

  it('puts the first quarter first, whatever the year, and leaves the input alone', () => {
    expect(inQuarterOrder(list).map((d) => d.pdf_url)).toEqual(['2025-1', '2024-1', '2025-2', '2025-3', '2024-4']);
    expect(list[0]).toEqual(doc(2025, 3));
  });
});

describe('latestOfList', () => {
  it('is the last item', () => {
    expect(latestOfList(['2022', '2023', '2024'])).toBe('2024');
  });

  it('is undefined for an empty list', () => {
    expect(latestOfList([])).toBeUndefined();
  });
});

describe('newestMeetingDocument', () => {
  const meeting = (meeting_id: number | string, meeting_year: number | string, meeting_type: number | string) => ({
    meeting_id,
    meeting_year,
    meeting_type,
    meeting_name: `${meeting_id}`,
    meeting_url: `/m/${meeting_id}.pdf`,
  });

  it('prefers the latest year', () => {
    const list = [meeting(9, 2024, 0), meeting(3, 2025, 1), meeting(8, 2023, 0)];
    expect(newestMeetingDocument(list)?.meeting_id).toBe(3);
  });

  it('prefers the annual general meeting within a year', () => {
    const list = [meeting(7, 2025, 2), meeting(5, 2025, 0), meeting(6, 2025, 1)];
    expect(newestMeetingDocument(list)?.meeting_id).toBe(5);
  });

  it('then the most recently published document (highest id)', () => {
    const list = [meeting(5, 2025, 0), meeting(12, 2025, 0), meeting('10', '2025', '0')];
    expect(newestMeetingDocument(list)?.meeting_id).toBe(12);
  });

  it('falls back to the lowest type when the year has no annual meeting', () => {
    const list = [meeting(4, 2025, 2), meeting(2, 2025, 1), meeting(1, 2024, 0)];
    expect(newestMeetingDocument(list)?.meeting_id).toBe(2);
  });

  it('handles string fields, Buddhist years and an empty list', () => {
    expect(newestMeetingDocument([meeting('1', '2568', '0'), meeting('2', 2024, 0)])?.meeting_id).toBe('1');
    expect(newestMeetingDocument([])).toBeUndefined();
  });
});
