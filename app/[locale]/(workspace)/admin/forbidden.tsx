import { getTranslations } from 'next-intl/server';

/** A workspace page the signed-in role may not see: answered 403 by forbidden() (the refusal is audited). */
export default async function WorkspaceForbidden() {
  const t = await getTranslations('Workspace');
  return <p role="alert">{t('denied')}</p>;
}
