import type { MediaNews, SetNews } from '@/lib/backend';
import { documentUrl, mediaNewsItems, setNewsItems, type NewsItemContext } from './news-items';

const origin = new URL('https://ir.example.com');
const context: NewsItemContext = {
  origin,
  pageUrl: (page, year) => `https://ir.example.com/en/${page}${year ? `?year=${year}` : ''}`,
  categories: { announcement: 'SET announcement', pressRelease: 'Press release' },
};

describe('documentUrl', () => {
  it('resolves a site path against the origin and keeps an absolute http(s) URL', () => {
    expect(documentUrl('/documents/news/set-2025-001.pdf', origin)).toBe(
      'https://ir.example.com/documents/news/set-2025-001.pdf',
    );
    expect(documentUrl('https://cdn.example.net/a b.pdf', origin)).toBe('https://cdn.example.net/a%20b.pdf');
  });

  it('has nothing for a blank or non-web link', () => {
    expect(documentUrl('', origin)).toBeUndefined();
    expect(documentUrl('   ', origin)).toBeUndefined();
    expect(documentUrl(null, origin)).toBeUndefined();
    expect(documentUrl('javascript:alert(1)', origin)).toBeUndefined();
  });
});

describe('setNewsItems', () => {
  const news: SetNews[] = [
    {
      new_set_id: 7,
      new_set_title: 'Dividend',
      new_set_date: '2025-03-05',
      new_set_pdf_url: '/documents/news/set-2025-007.pdf',
    },
    { new_set_id: 8, new_set_title: 'No file', new_set_date: '2024-11-11', new_set_pdf_url: '' },
  ];

  it('links to the PDF, else to the news page of its year, with a guid from the backend id', () => {
    const [withFile, withoutFile] = setNewsItems(news, context);
    expect(withFile).toEqual({
      title: 'Dividend',
      link: 'https://ir.example.com/documents/news/set-2025-007.pdf',
      pubDate: new Date('2025-03-05T12:00:00+07:00'),
      guid: 'tag:ir.example.com,2009:set-news/7',
      guidIsPermaLink: false,
      category: 'SET announcement',
    });
    expect(withoutFile.link).toBe('https://ir.example.com/en/newsSet?year=2024');
    expect(withoutFile.guid).toBe('tag:ir.example.com,2009:set-news/8');
  });

  it('keeps an unreadable date as no date', () => {
    expect(setNewsItems([{ ...news[0], new_set_date: 'soon' }], context)[0].pubDate).toBeNull();
  });
});

describe('mediaNewsItems', () => {
  const news: MediaNews[] = [
    {
      title_news_medias: 'Q1 revenue',
      url_news_medias: '/documents/media/press-2025-01.pdf',
      publish_date_news_medias: '2025-05-14',
    },
    { title_news_medias: 'Site opening', url_news_medias: '', publish_date_news_medias: '2025-06-01' },
  ];

  it('uses the document as link and permanent guid', () => {
    const [item] = mediaNewsItems(news, context);
    expect(item).toMatchObject({
      link: 'https://ir.example.com/documents/media/press-2025-01.pdf',
      guid: 'https://ir.example.com/documents/media/press-2025-01.pdf',
      guidIsPermaLink: true,
      category: 'Press release',
    });
  });

  it('without a document, links the news page of its year and names it by date and title', () => {
    const [, item] = mediaNewsItems(news, context);
    expect(item.link).toBe('https://ir.example.com/en/newsMedia?year=2025');
    expect(item.guid).toMatch(/^tag:ir\.example\.com,2009:press-release\/2025-06-01\/[0-9a-f]{12}$/);
    expect(item.guidIsPermaLink).toBe(false);
    expect(mediaNewsItems([news[1]], context)[0].guid).toBe(item.guid);
  });
});
