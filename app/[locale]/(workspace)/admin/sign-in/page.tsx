import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { workspaceAvailable } from '@/lib/accounts/server';
import { localizePath, resolveLocale, type LocaleParams } from '@/lib/i18n';
import { SignInForm } from '@/components/workspace/sign-in-form';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Workspace');
  return { title: `${t('signIn.heading')} | ${t('title')}` };
}

export default async function SignInPage({ params }: LocaleParams) {
  const locale = await resolveLocale(params);
  const t = await getTranslations('Workspace');
  if (!workspaceAvailable()) return <p>{t('remote')}</p>;
  return (
    <>
      <h1>{t('signIn.heading')}</h1>
      <SignInForm
        home={localizePath('/admin', locale)}
        labels={{
          email: t('signIn.email'),
          password: t('signIn.password'),
          code: t('signIn.code'),
          button: t('signIn.button'),
          failed: t('signIn.failed'),
          limited: t('signIn.limited'),
          error: t('error'),
        }}
      />
    </>
  );
}
