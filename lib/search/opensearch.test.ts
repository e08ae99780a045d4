import { XMLParser } from 'fast-xml-parser';
import { buildOpenSearchDescription } from './opensearch';

/** The description of the site at https://ir.example.com in `locale`. */
const describeSite = (shortName: string, description: string, locale: 'th' | 'en') =>
  buildOpenSearchDescription({ shortName, description, locale, origin: new URL('https://ir.example.com') });

describe('buildOpenSearchDescription', () => {
  it('points browsers at the search page of its language', () => {
    const xml = describeSite('SHRZ IR', 'Search & find', 'en');
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml).OpenSearchDescription;
    expect(parsed['@_xmlns']).toBe('http://a9.com/-/spec/opensearch/1.1/');
    expect(parsed.ShortName).toBe('SHRZ IR');
    expect(parsed.Description).toBe('Search & find');
    expect(parsed.InputEncoding).toBe('UTF-8');
    const urls = parsed.Url as { '@_type': string; '@_template': string }[];
    expect(urls.find((url) => url['@_type'] === 'text/html')?.['@_template']).toBe(
      'https://ir.example.com/en/search?q={searchTerms}',
    );
    expect(urls.find((url) => url['@_type'] === 'application/opensearchdescription+xml')?.['@_template']).toBe(
      'https://ir.example.com/en/opensearch.xml',
    );
  });

  it('uses the unprefixed Thai paths and cuts the short name at 16 characters', () => {
    const xml = describeSite('สยามฮอไรซัน เอสเตท นักลงทุน', 'ค้นหา', 'th');
    expect(xml).toContain('template="https://ir.example.com/search?q={searchTerms}"');
    expect(xml).toContain(`<ShortName>${Array.from('สยามฮอไรซัน เอสเตท นักลงทุน').slice(0, 16).join('')}</ShortName>`);
  });
});
