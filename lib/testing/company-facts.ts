import { companyFactsOf, seedCompanyRow, type CompanyFacts } from '@/lib/facts';

/** The company's facts as the seed states them, for tests of code that is given them. */
export function seedCompanyFacts(locale: 'th' | 'en'): CompanyFacts {
  return companyFactsOf(seedCompanyRow(locale));
}
