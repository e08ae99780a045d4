import { seedCompanyFacts } from '@/lib/testing/company-facts';
import { corporationJsonLd, internationalPhone } from './structured-data';

describe('corporationJsonLd', () => {
  const OLD_ENV = process.env.SITE_URL;
  beforeAll(() => {
    process.env.SITE_URL = 'https://ir.example.com';
  });
  afterAll(() => {
    process.env.SITE_URL = OLD_ENV;
  });

  it('names the company, its ticker and its localized home page', () => {
    const th = corporationJsonLd('th', seedCompanyFacts('th'));
    const en = corporationJsonLd('en', seedCompanyFacts('en'));
    expect(th).toMatchObject({ '@type': 'Corporation', tickerSymbol: 'SET:SHRZ', url: 'https://ir.example.com/' });
    expect(en).toMatchObject({ name: 'Siam Horizon Estate Public Company Limited', url: 'https://ir.example.com/en' });
    expect(th.name).toBe('บริษัท สยามฮอไรซัน เอสเตท จำกัด (มหาชน)');
    expect(en.logo).toBe('https://ir.example.com/apple-icon.png');
  });

  it('gives investor relations contact points in international format', () => {
    const points = corporationJsonLd('en', seedCompanyFacts('en')).contactPoint as Record<string, unknown>[];
    expect(points[0]).toMatchObject({
      contactType: 'investor relations',
      telephone: '+66-2-123-4567',
      email: 'ir@example.com',
      url: 'https://ir.example.com/en/informationinfo',
    });
  });

  it('writes Thai local numbers as dialled from abroad', () => {
    expect(internationalPhone('02-123-4567')).toBe('+66-2-123-4567');
  });
});
