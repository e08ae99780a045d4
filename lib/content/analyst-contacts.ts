import type { Locale } from '@/lib/i18n';

/** Analysts who cover the company. Firms, names and addresses are fictional. */

export interface AnalystContact {
  company: string;
  analyst: string;
  email: string;
}

const contacts: Readonly<Record<Locale, readonly AnalystContact[]>> = {
  th: [
    { company: 'บริษัทหลักทรัพย์ พระนคร จำกัด (มหาชน)', analyst: 'คุณวรวุฒิ ชัยมงคล', email: 'worawut.c@phranakhon-sec.example.com' },
    { company: 'บริษัทหลักทรัพย์ ล้านนา แคปปิตอล จำกัด', analyst: 'คุณศิริพร แก้วมณี', email: 'siriporn.k@lanna-cap.example.com' },
    { company: 'บริษัทหลักทรัพย์ ธนรุ่ง จำกัด (มหาชน)', analyst: 'คุณธีรพงษ์ อินทรสุวรรณ', email: 'teerapong.i@thanarung.example.com' },
    { company: 'บริษัทหลักทรัพย์ สยามเวลธ์ จำกัด', analyst: 'คุณณัฐธิดา เรืองศรี', email: 'nattida.r@siamwealth.example.com' },
    { company: 'บริษัทหลักทรัพย์ บูรพา อินเวสต์ จำกัด (มหาชน)', analyst: 'คุณปกรณ์ ลิ้มเจริญ', email: 'pakorn.l@burapha-invest.example.com' },
  ],
  en: [
    { company: 'Phra Nakhon Securities PCL', analyst: 'Worawut Chaimongkol', email: 'worawut.c@phranakhon-sec.example.com' },
    { company: 'Lanna Capital Securities Co., Ltd.', analyst: 'Siriporn Kaewmanee', email: 'siriporn.k@lanna-cap.example.com' },
    { company: 'Thanarung Securities PCL', analyst: 'Teerapong Intarasuwan', email: 'teerapong.i@thanarung.example.com' },
    { company: 'Siam Wealth Securities Co., Ltd.', analyst: 'Nattida Ruangsri', email: 'nattida.r@siamwealth.example.com' },
    { company: 'Burapha Invest Securities PCL', analyst: 'Pakorn Limcharoen', email: 'pakorn.l@burapha-invest.example.com' },
  ],
};

export function getAnalystContacts(locale: Locale): readonly AnalystContact[] {
  return contacts[locale];
}
