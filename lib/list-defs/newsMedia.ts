import seed from '@/data/seed/media-news.json';
import { newsList } from './define';

/** Press releases. */
export default newsList({
  page: 'newsMedia',
  path: '/newinfo/newsmedia',
  call: { key: 'mediaNews', name: 'news_medias', lang: true, tag: 'media-news', label: 'Press release', seed },
  /**
   * The spec takes their years from the data and names 2019 as the default, which is the rule of every
   * list here: the newest year that has items, 2019 only when there are none. Older years that have
   * releases stay offered. No page size in the spec: 10, as for exchange announcements.
   */
  years: { spec: { newest: 2019, oldest: 2019 }, olderFromData: true },
  pageSize: 10,
  search: { section: 'press' },
  kind: { name: 'pressRelease' },
});
