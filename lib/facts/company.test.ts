import seed from '@/data/seed/company-facts.json';
import type { CompanyFactsRow } from '@/lib/contract';
import { companyFactsOf, factSheetUrl } from './company';

const locales = ['th', 'en'] as const;
const rowOf = (locale: 'th' | 'en') =>
  (seed as (CompanyFactsRow & { lang: string })[]).find((row) => row.lang === locale)!;

describe.each(locales)('the company facts of the seed, in %s', (locale) => {
  it('carry the registered shares, capital and par value the spec states', () => {
    const facts = companyFactsOf(rowOf(locale));
    expect(facts.registeredShares).toBe(2_452_862_453);
    expect(facts.registeredSharesAsOf).toBe('2020-12-31');
    expect(facts.registeredCapitalBaht).toBe(1_545_776_222.5);
    expect(facts.paidUpCapitalBaht).toBe(1_226_431_226.5);
    expect(facts.parValueBaht).toBe(0.5);
    expect(facts.founded).toBe(2009);
  });

  it('name the social links and the IR contacts, one for both languages', () => {
    const facts = companyFactsOf(rowOf(locale));
    expect(facts.social).toEqual(companyFactsOf(rowOf('th')).social);
    expect(facts.irEmail).toBe('ir@example.com');
  });
});

it('links the exchange’s fact sheet of the symbol in the reader’s language', () => {
  expect(factSheetUrl('SHRZ', 'en')).toBe('https://www.set.or.th/en/market/product/stock/quote/SHRZ/factsheet');
});
