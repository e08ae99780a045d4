import seed from '@/data/seed/electronic-ads.json';
import { newsList } from './define';

/** Electronic advertising. */
export default newsList({
  page: 'newsElectronic',
  path: '/newinfo/electronicadvertising',
  call: {
    key: 'electronicAds',
    name: 'ad_electronic',
    lang: true,
    tag: 'electronic-ads',
    label: 'Electronic advertisement',
    seed,
  },
  years: { spec: { newest: 2024, oldest: 2024 } },
  pageSize: 5,
  search: { section: 'ads' },
  kind: { name: 'electronicAdvertising' },
});
