import seed from '@/data/seed/company-facts.json';
import type { CompanyFactsRow } from '@/lib/contract';
import { companyFactsOf, type CompanyFacts } from '@/lib/facts';

/** The company's facts as the seed states them, for tests of code that is given them. */
export function seedCompanyFacts(locale: 'th' | 'en'): CompanyFacts {
  return companyFactsOf((seed as (CompanyFactsRow & { lang: string })[]).find((row) => row.lang === locale)!);
}
