import { headers } from 'next/headers';
import { getTranslations } from 'next-intl/server';
import { enrolmentLinkState } from '@/lib/accounts/server';
import { localizePath } from '@/lib/i18n';
import { EnrolForm } from '../enrol-form';
import type { EntryPageContext } from '../workspace-page';

export async function EnrolPage({ locale, query }: EntryPageContext<{ token?: string | string[] }>) {
  const t = await getTranslations('Workspace');
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
          labels={{
            password: t('enrol.password'),
            passwordHint: t('enrol.passwordHint'),
            continue: t('enrol.continue'),
            scan: t('enrol.scan'),
            secret: t('enrol.secret'),
            qr: t('enrol.qr'),
            code: t('enrol.code'),
            codeHint: t('enrol.codeHint'),
            finish: t('enrol.finish'),
            short: t('enrol.short'),
            common: t('enrol.common'),
            personal: t('enrol.personal'),
            pattern: t('enrol.pattern'),
            weak: t('enrol.weak'),
            link: t('enrol.link'),
            wrongCode: t('enrol.wrongCode'),
            error: t('error'),
          }}
        />
      ) : (
        <p>{t(state === 'elsewhere' ? 'enrol.elsewhere' : 'enrol.invalid')}</p>
      )}
    </>
  );
}
