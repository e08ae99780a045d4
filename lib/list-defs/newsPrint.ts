import seed from '@/data/seed/news-clippings.json';
import { newsList } from './define';

/** Print media: the clippings of the press. The home page shows the first three, as the list runs newest first. */
export default newsList({
  page: 'newsPrint',
  path: '/newinfo/newsprintmedia',
  call: {
    key: 'newsClippings',
    name: 'news_clippings',
    lang: false,
    tag: 'news-clippings',
    label: 'News clipping',
    seed,
  },
  fields: { imageUrl: 'optionalLink' },
  years: { spec: { newest: 2024, oldest: 2020 } },
  pageSize: 5,
  search: { section: 'clippings' },
  kind: { name: 'printMedia', fields: { image: { type: 'link', column: 'imageUrl', required: false } } },
});
