import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { enrolmentLinkState } from '@/lib/accounts/server';
import { labelsOf, localizePath } from '@/lib/i18n';
import { EnrolForm } from '../enrol-form';
import type { EntryPageContext } from '../workspace-page';

/** The enrolment form's labels (Workspace.enrol), each named like its message. */
const ENROL_LABELS = [
  'password',
  'passwordHint',
  'continue',
  'scan',
  'secret',
  'qr',
  'code',
  'codeHint',
  'finish',
  'short',
  'common',
  'personal',
  'pattern',
  'weak',
  'link',
  'wrongCode',
] as const;

export async function EnrolPage({ locale, query }: EntryPageContext<{ token?: string | string[] }>) {
  const [t, tEnrol] = await Promise.all([getTranslations('Workspace'), getTranslations('Workspace.enrol')]);
  const raw = query.token;
  const token = typeof raw === 'string' ? raw : '';
  // A link whose first step another browser took is of no use here (docs/accounts.md, Adding someone).
  const state = await enrolmentLinkState(token, (await headers()).get('cookie'));
  return (
    <>
      <h1>{t('enrol.heading')}</h1>
      {state === 'open' ? (
        <EnrolForm
          token={token}
          home={localizePath('/admin', locale)}
          labels={{ ...labelsOf(tEnrol, ENROL_LABELS), error: t('error') }}
        />
      ) : (
        <p>{t(state === 'elsewhere' ? 'enrol.elsewhere' : 'enrol.invalid')}</p>
      )}
    </>
  );
}
