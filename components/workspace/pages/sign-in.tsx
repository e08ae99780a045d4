import { getTranslations } from 'next-intl/server';
import { labelsOf, localizePath } from '@/lib/i18n';
import { SignInForm } from '../sign-in-form';
import type { EntryPageContext } from '../workspace-page';

export async function SignInPage({ locale }: EntryPageContext) {
  const [t, tSignIn] = await Promise.all([getTranslations('Workspace'), getTranslations('Workspace.signIn')]);
  return (
    <>
      <h1>{t('signIn.heading')}</h1>
      <SignInForm
        home={localizePath('/admin', locale)}
        labels={{
          ...labelsOf(tSignIn, ['email', 'password', 'code', 'button', 'failed', 'limited']),
          error: t('error'),
        }}
      />
    </>
  );
}
