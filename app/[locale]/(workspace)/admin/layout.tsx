import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import styles from '@/components/workspace/workspace.module.css';

// The workspace is never indexed nor followed (robots.txt disallows it too), and is rendered per request.
export const metadata: Metadata = { robots: { index: false, follow: false, nocache: true } };
export const dynamic = 'force-dynamic';

export default function WorkspaceLayout({ children }: { children: ReactNode }) {
  return <div className={styles.panel}>{children}</div>;
}
