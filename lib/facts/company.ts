import { BACKEND_CALLS, type CompanyFactsRow } from '@/lib/contract';

/**
 * The company's facts as the site uses them (the header and footer, the info table, the contact
 * page, the dividend policy, file names and structured data), from the row of the reader's language
 * that the IR team publishes (docs/newsroom.md, Facts and figures). Pure.
 */
export interface CompanyFacts {
  name: string;
  shortName: string;
  symbol: string;
  businessType: string;
  registrationNumber: string;
  founded: number;
  headOffice: string;
  contactAddress: string;
  website: string;
  irPhone: string;
  irFax: string;
  irEmail: string;
  companyPhone: string;
  companyFax: string;
  parValueBaht: number;
  /** Registered shares and the date of that count. */
  registeredShares: number;
  registeredSharesAsOf: string;
  registeredCapitalBaht: number;
  paidUpCapitalBaht: number;
  dividendPolicy: string;
  /** The home page's text about the company, paragraph by paragraph. */
  about: string[];
  social: { facebook: string; youtube: string; line: string; linkedin: string };
}

export function companyFactsOf(row: CompanyFactsRow): CompanyFacts {
  return {
    name: row.name,
    shortName: row.short_name,
    symbol: row.symbol,
    businessType: row.business_type,
    registrationNumber: row.registration_number,
    founded: row.founded,
    headOffice: row.head_office,
    contactAddress: row.contact_address,
    website: row.website,
    irPhone: row.ir_phone,
    irFax: row.ir_fax,
    irEmail: row.ir_email,
    companyPhone: row.company_phone,
    companyFax: row.company_fax,
    parValueBaht: row.par_value_baht,
    registeredShares: row.registered_shares,
    registeredSharesAsOf: row.registered_shares_as_of,
    registeredCapitalBaht: row.registered_capital_baht,
    paidUpCapitalBaht: row.paid_up_capital_baht,
    dividendPolicy: row.dividend_policy,
    about: row.about
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    social: {
      facebook: row.facebook_page,
      youtube: row.youtube_channel,
      line: row.line_account,
      linkedin: row.linkedin_page,
    },
  };
}

/** The seed's row of a language: what stands in while the facts cannot be read. */
export function seedCompanyRow(locale: 'th' | 'en'): CompanyFactsRow {
  return (BACKEND_CALLS.company.seed as readonly (CompanyFactsRow & { lang: string })[]).find(
    (row) => row.lang === locale,
  )!;
}

/** The exchange's fact sheet of the stock, in the reader's language (opens in a new tab). */
export function factSheetUrl(symbol: string, locale: string): string {
  return `https://www.set.or.th/${locale}/market/product/stock/quote/${encodeURIComponent(symbol)}/factsheet`;
}
