import { notFound } from 'next/navigation';
import { resolveLocale, type LocaleParams } from '@/lib/i18n';

// Any /admin path that is not a workspace page renders the workspace's not-found (../not-found.tsx) with status 404.
export default async function UnknownWorkspacePage({ params }: LocaleParams) {
  await resolveLocale(params);
  notFound();
}
