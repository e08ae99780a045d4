import type { Meeting, NewsClipping, SetNews } from '@/lib/contract/types';
import { homeClippings, homeDocuments, homeSetNews } from './home-selection';

const clipping = (date: string, title = date): NewsClipping => ({
  title_news_clippings: title,
  url_news_clippings: `/c/${date}.pdf`,
  publish_date_news_clippings: date,
});

const news = (id: number, date: string): SetNews => ({
  new_set_id: id,
  new_set_title: `News ${id}`,
  new_set_date: date,
  new_set_pdf_url: `/n/${id}.pdf`,
});

const meeting = (id: number, year: number, type: number): Meeting => ({
  meeting_id: id,
  meeting_year: year,
  meeting_type: type,
  meeting_name: `M${id}`,
  meeting_url: `/m/${id}.pdf`,
});

describe('homeDocuments', () => {
  it('picks the highest year then quarter, the newest meeting and the last One Report', () => {
    const selected = homeDocuments({
      statements: [
        { year: 2025, quarter: 1, pdf_url: 'a' },
        { year: 2024, quarter: 4, pdf_url: 'b' },
        { year: 2025, quarter: 2, pdf_url: 'c' },
      ],
      analyses: [{ year: 2023, quarter: 4, pdf_url: 'd' }],
      meetings: [meeting(1, 2024, 0), meeting(2, 2025, 1), meeting(3, 2025, 0)],
      oneReports: [
        { report_id: 1, report_name: 'OR 2023', report_img_url: '', report_pdf_url: '1' },
        { report_id: 2, report_name: 'OR 2024', report_img_url: '', report_pdf_url: '2' },
      ],
    });
    expect(selected.statement?.pdf_url).toBe('c');
    expect(selected.analysis?.pdf_url).toBe('d');
    expect(selected.meeting?.meeting_id).toBe(3);
    expect(selected.oneReport?.report_name).toBe('OR 2024');
  });

  it('leaves a block empty when its call failed, and only that block', () => {
    const selected = homeDocuments({
      statements: false,
      analyses: [{ year: 2023, quarter: 4, pdf_url: 'd' }],
      meetings: false,
      oneReports: [],
    });
    expect(selected).toEqual({
      statement: undefined,
      analysis: { year: 2023, quarter: 4, pdf_url: 'd' },
      meeting: undefined,
      oneReport: undefined,
    });
  });
});

describe('homeClippings and homeSetNews', () => {
  it('shows the three latest clippings, newest first', () => {
    const list = [clipping('2023-01-05'), clipping('2024-06-01'), clipping('2022-03-01'), clipping('2024-02-10')];
    expect(homeClippings(list).map((item) => item.publish_date_news_clippings)).toEqual([
      '2024-06-01',
      '2024-02-10',
      '2023-01-05',
    ]);
  });

  it('shows the last four announcements of an oldest-first list, newest first', () => {
    const list = [1, 2, 3, 4, 5, 6].map((id) => news(id, `2025-0${id}-01`));
    expect(homeSetNews(list).map((item) => item.new_set_id)).toEqual([6, 5, 4, 3]);
  });

  it('gives empty lists for failed calls', () => {
    expect(homeClippings(false)).toEqual([]);
    expect(homeSetNews(false)).toEqual([]);
  });
});
