'use client';

import { useState } from 'react';
import { workspacePost } from './workspace-post';
import styles from './workspace.module.css';

/** Ends the session on the server, then goes to the sign-in page. */
export function SignOutButton({ label, signIn }: { label: string; signIn: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      className={styles.button}
      type="button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await workspacePost('/api/workspace/sign-out', {}).catch(() => undefined);
        window.location.assign(signIn);
      }}
    >
      {label}
    </button>
  );
}
