import type { Locale } from '@/lib/i18n';

/** Documents for holders of the SHRZ-W3 warrants; the PDFs live in public/documents/warrants. */

export type WarrantDocumentId = 'terms-of-rights' | 'summary-of-information' | 'exercise-notification' | 'intent-form';

export interface WarrantDocument {
  id: WarrantDocumentId;
  title: string;
  /** Site-relative URL of the PDF in the locale's language. */
  url: string;
}

export const WARRANT_DOCUMENT_IDS: readonly WarrantDocumentId[] = [
  'terms-of-rights',
  'summary-of-information',
  'exercise-notification',
  'intent-form',
];

const titles: Readonly<Record<WarrantDocumentId, Readonly<Record<Locale, string>>>> = {
  'terms-of-rights': {
    th: 'ข้อกำหนดว่าด้วยสิทธิและหน้าที่ของผู้ออกและผู้ถือใบสำคัญแสดงสิทธิ SHRZ-W3',
    en: 'Terms and conditions of the rights and obligations of the issuer and holders of SHRZ-W3 warrants',
  },
  'summary-of-information': {
    th: 'สรุปสาระสำคัญของใบสำคัญแสดงสิทธิ SHRZ-W3',
    en: 'Summary of information on the SHRZ-W3 warrants',
  },
  'exercise-notification': {
    th: 'แจ้งกำหนดการใช้สิทธิตามใบสำคัญแสดงสิทธิ SHRZ-W3',
    en: 'Notification of the exercise period of the SHRZ-W3 warrants',
  },
  'intent-form': {
    th: 'แบบแสดงความจำนงการใช้สิทธิซื้อหุ้นสามัญตามใบสำคัญแสดงสิทธิ SHRZ-W3',
    en: 'Form of intent to exercise the SHRZ-W3 warrants to purchase ordinary shares',
  },
};

/** Where the PDF of a document in a language lives (the generator script writes the same paths). */
export function warrantDocumentUrl(id: WarrantDocumentId, locale: Locale): string {
  return `/documents/warrants/${id}-${locale}.pdf`;
}

export function getWarrantDocuments(locale: Locale): WarrantDocument[] {
  return WARRANT_DOCUMENT_IDS.map((id) => ({ id, title: titles[id][locale], url: warrantDocumentUrl(id, locale) }));
}
