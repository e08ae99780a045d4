import Link from 'next/link';
import type { ReactNode } from 'react';
import { localizePath, type Locale } from '@/lib/i18n';
import { pages } from '@/lib/site';
import styles from './email-alerts.module.css';

interface LinkPageNoticeProps {
  locale: Locale;
  notice: string;
  /** The answer of the page's own POST (?result=): a status, read out when the page opens. */
  status?: boolean;
  /** The text of the link back to the sign-up form; none leaves the link out. */
  signUp?: string;
}

/**
 * What a page that a mail's link opens shows instead of its form (the POST's answer, a link that is not
 * or no longer valid): a notice, then the way back to the sign-up form.
 */
export function LinkPageNotice({ locale, notice, status = false, signUp }: LinkPageNoticeProps) {
  return (
    <div className={styles.layout}>
      <p className={styles.notice} role={status ? 'status' : undefined}>
        {notice}
      </p>
      {signUp ? (
        <p>
          <Link prefetch={false} href={localizePath(pages.receiveEmails, locale)}>
            {signUp}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** A plain form POST of a mail's link page (no JavaScript): its hidden fields, in order, then its content. */
export function LinkPageForm({
  action,
  fields,
  children,
}: {
  action: string;
  fields: Record<string, string>;
  children: ReactNode;
}) {
  return (
    <form method="post" action={action} className={styles.form}>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}
