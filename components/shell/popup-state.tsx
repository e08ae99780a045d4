/** Remembered for the browser tab, so that the banner greets a visitor once, not on every page. */
export const POPUP_DISMISSED_KEY = 'ir-popup-dismissed';

/**
 * Runs while the page is parsed, before the popup's markup: marks <html> as dismissed when this tab has
 * closed the popup, so its open script (POPUP_OPEN_SCRIPT) leaves it closed. Without JavaScript the popup,
 * which could not be closed, is never opened.
 */
export const POPUP_STATE_SCRIPT =
  `try{if(sessionStorage.getItem(${JSON.stringify(POPUP_DISMISSED_KEY)}))` +
  'document.documentElement.setAttribute("data-popup-dismissed","")}catch(e){}';

/** Early in <body>, before the popup; the page's policy names the hash of its text (lib/security/page-policy.mjs). */
export function PopupStateScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: POPUP_STATE_SCRIPT }} />;
}

/**
 * Right after the popup's <dialog> in the server HTML: opens it modal as the page is parsed, unless this tab
 * has closed it, so the first paint shows it modal and hydration finds it open (Dialog's serverOpen). The
 * browser moves the focus to its first control, the close button. The page's policy names the hash of its text.
 */
export const POPUP_OPEN_SCRIPT =
  '(function(d){var s=d.currentScript,g=s&&s.previousElementSibling;' +
  'if(g&&g.showModal&&!d.documentElement.hasAttribute("data-popup-dismissed"))try{g.showModal()}catch(e){}})(document)';
