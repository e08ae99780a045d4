import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PreviewPage } from '@/components/workspace/pages/preview';

// A preview is never indexed nor followed (robots.txt disallows it too), never cached (lib/server/workspace-paths.mjs).
export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Preview');
  return { title: t('banner'), robots: { index: false, follow: false, nocache: true } };
}

export default PreviewPage;
