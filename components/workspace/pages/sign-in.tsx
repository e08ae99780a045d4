import { getTranslations } from 'next-intl/server';
import { localizePath } from '@/lib/i18n';
import { SignInForm } from '../sign-in-form';
import type { EntryPageContext } from '../workspace-page';

export async function SignInPage({ locale }: EntryPageContext) {
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
