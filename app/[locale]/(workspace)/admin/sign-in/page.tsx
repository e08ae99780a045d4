import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n';
import { SignInForm } from '@/components/workspace/sign-in-form';
import { entryPage, type EntryPageContext } from '@/components/workspace/workspace-page';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Workspace');
  return { title: `${t('signIn.heading')} | ${t('title')}` };
}

async function SignInPage({ locale }: EntryPageContext) {
  const t = await getTranslations('Workspace');
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

export default entryPage(SignInPage);
