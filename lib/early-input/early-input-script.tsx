import { EARLY_INPUT_SCRIPT } from './script.generated';

/** In <body> before the page, with the request's CSP nonce (a server component). */
export function EarlyInputScript({ nonce }: { nonce: string | undefined }) {
  return <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />;
}
