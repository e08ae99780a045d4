import type { Locale } from '@/lib/i18n';

/** Company facts shared by the shell and several pages. The company is fictional. */
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
  social: { facebook: string; youtube: string; line: string; linkedin: string };
}

const shared = {
  symbol: 'SHRZ',
  registrationNumber: '0107552000123',
  founded: 2009,
  website: 'https://www.example.com',
  irPhone: '02-123-4567',
  irFax: '02-123-4568',
  irEmail: 'ir@example.com',
  companyPhone: '02-123-4500',
  companyFax: '02-123-4599',
  parValueBaht: 0.5,
  registeredShares: 2_452_862_453,
  registeredSharesAsOf: '2020-12-31',
  registeredCapitalBaht: 1_545_776_222.5,
  paidUpCapitalBaht: 1_226_431_226.5,
  social: {
    facebook: 'https://www.facebook.com/',
    youtube: 'https://www.youtube.com/',
    line: 'https://line.me/',
    linkedin: 'https://www.linkedin.com/',
  },
} as const;

const companyFacts: Record<Locale, CompanyFacts> = {
  th: {
    ...shared,
    social: { ...shared.social },
    name: 'บริษัท สยามฮอไรซัน เอสเตท จำกัด (มหาชน)',
    shortName: 'สยามฮอไรซัน เอสเตท',
    businessType: 'พัฒนาอสังหาริมทรัพย์เพื่อการอยู่อาศัย ทั้งบ้านเดี่ยว ทาวน์โฮม และอาคารชุด',
    headOffice: '99 อาคารฮอไรซัน ทาวเวอร์ ชั้น 20 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
    contactAddress: 'ฝ่ายนักลงทุนสัมพันธ์ 99 อาคารฮอไรซัน ทาวเวอร์ ชั้น 20 ถนนพระราม 9 แขวงห้วยขวาง เขตห้วยขวาง กรุงเทพมหานคร 10310',
    dividendPolicy:
      'บริษัทมีนโยบายจ่ายเงินปันผลปีละ 2 ครั้ง ในอัตรารวมไม่น้อยกว่าร้อยละ 40 ของกำไรสุทธิ หลังหักภาษีเงินได้นิติบุคคลและทุนสำรองตามกฎหมาย',
  },
  en: {
    ...shared,
    social: { ...shared.social },
    name: 'Siam Horizon Estate Public Company Limited',
    shortName: 'Siam Horizon Estate',
    businessType: 'Residential property development: single houses, townhomes and condominiums',
    headOffice: '99 Horizon Tower, 20th Floor, Rama 9 Road, Huai Khwang, Bangkok 10310',
    contactAddress: 'Investor Relations, 99 Horizon Tower, 20th Floor, Rama 9 Road, Huai Khwang, Bangkok 10310',
    dividendPolicy:
      'The company pays dividends twice a year, totalling at least 40 percent of net profit after corporate income tax and legal reserve.',
  },
};

export function getCompanyFacts(locale: Locale): CompanyFacts {
  return companyFacts[locale];
}
