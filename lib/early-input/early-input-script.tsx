import { EARLY_INPUT_SCRIPT } from './script.generated';

/**
 * In <body> before the page (a server component); the page's policy names the hash of its text
 * (lib/security/page-policy.mjs).
 */
export function EarlyInputScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />;
}
