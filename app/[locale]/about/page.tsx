import { PageFrame } from '@/components/layout/page-frame';
import { resolveLocale, type LocaleParams } from '@/lib/i18n/page-locale';
import { pageMetadata } from '@/lib/page-metadata';

export const generateMetadata = pageMetadata('about');

export default async function AboutPage({ params }: LocaleParams) {
  await resolveLocale(params);
  // SPEC §2: /about is a placeholder page whose layout the spec does not show; it stays one on purpose.
  return <PageFrame page="about" />;
}
