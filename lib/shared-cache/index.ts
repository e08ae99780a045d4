// The shared cache in front of the site (docs/operations.md, A shared cache in front): the headers
// that let it hold a public response, and the purge that publishing sends it.
export {
  entityTag,
  matchesEntityTag,
  revalidatedResponse,
  sharedCacheHeaders,
  type SharedCachePolicy,
} from './headers';
export { downloadKeys, DOWNLOADS_KEY, feedKeys, FEEDS_KEY, PAGE_KEYS, PAGES_KEY, SITE_KEY } from './keys';
export { pagesPurge } from './page-purge';
export { purgeSharedCache, type PurgeApis, type PurgeOutcome, type PurgeRequest, type PurgeTarget } from './purge';
