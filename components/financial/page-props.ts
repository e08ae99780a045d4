import type { LocaleParams } from '@/lib/i18n/page-locale';
import type { SearchParamValue } from '@/lib/selectors/list-state';

/** Props Next hands a page that reads its query (?year=, ?type=). */
export interface QueryPageProps extends LocaleParams {
  searchParams: Promise<Record<string, SearchParamValue>>;
}
