import type { Locale } from '@/lib/i18n';

/** Dealer banks of the company's bills of exchange. The banks are fictional. */

export interface DealerBank {
  name: string;
  address: string;
  phone: string;
  /** Only some banks have a page for the programme; the card shows a button for it. */
  website?: string;
}

const banks: Readonly<Record<Locale, readonly DealerBank[]>> = {
  th: [
    {
      name: 'ธนาคารสยามเมโทร จำกัด (มหาชน)',
      address: '1 อาคารสยามเมโทร ชั้น 12 ถนนสีลม แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
      phone: '02-200-1000',
      website: 'https://www.example.com/siam-metro-bank/bills-of-exchange',
    },
    {
      name: 'ธนาคารเจ้าพระยาพาณิชย์ จำกัด (มหาชน)',
      address: '88 ถนนสาทรเหนือ แขวงสีลม เขตบางรัก กรุงเทพมหานคร 10500',
      phone: '02-300-2000',
      website: 'https://www.example.com/chao-phraya-bank/bills-of-exchange',
    },
    {
      name: 'ธนาคารรัตนโกสินทร์ จำกัด (มหาชน)',
      address: '245 ถนนพหลโยธิน แขวงสามเสนใน เขตพญาไท กรุงเทพมหานคร 10400',
      phone: '02-400-3000',
    },
    {
      name: 'ธนาคารกรุงสยามทุน จำกัด (มหาชน)',
      address: '19 อาคารกรุงสยาม ชั้น 8 ถนนรัชดาภิเษก แขวงดินแดง เขตดินแดง กรุงเทพมหานคร 10400',
      phone: '02-500-4000',
    },
  ],
  en: [
    {
      name: 'Siam Metro Bank Public Company Limited',
      address: '1 Siam Metro Building, 12th Floor, Silom Road, Silom, Bang Rak, Bangkok 10500',
      phone: '02-200-1000',
      website: 'https://www.example.com/siam-metro-bank/bills-of-exchange',
    },
    {
      name: 'Chao Phraya Commercial Bank Public Company Limited',
      address: '88 North Sathorn Road, Silom, Bang Rak, Bangkok 10500',
      phone: '02-300-2000',
      website: 'https://www.example.com/chao-phraya-bank/bills-of-exchange',
    },
    {
      name: 'Rattanakosin Bank Public Company Limited',
      address: '245 Phahonyothin Road, Samsen Nai, Phaya Thai, Bangkok 10400',
      phone: '02-400-3000',
    },
    {
      name: 'Krung Siam Capital Bank Public Company Limited',
      address: '19 Krung Siam Building, 8th Floor, Ratchadaphisek Road, Din Daeng, Bangkok 10400',
      phone: '02-500-4000',
    },
  ],
};

export function getDealerBanks(locale: Locale): readonly DealerBank[] {
  return banks[locale];
}
