import { getTranslations } from 'next-intl/server';
import type { PaginationLabels } from './pagination';

/** The translated labels of the shared Pagination (Lists namespace). */
export async function getPaginationLabels(): Promise<PaginationLabels> {
  const t = await getTranslations('Lists');
  return {
    nav: t('pages'),
    previous: t('previous'),
    next: t('next'),
    page: (page) => t('page', { page: String(page) }),
  };
}
