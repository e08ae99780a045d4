/** Remembered for the browser tab, so that the banner greets a visitor once, not on every page. */
export const POPUP_DISMISSED_KEY = 'ir-popup-dismissed';

/**
 * Runs while the page is parsed, before the popup's markup is painted: marks <html> as scripted and, when
 * this tab has closed the popup, as dismissed. app/globals.css shows the server-rendered popup only on a
 * scripted page (a visitor without JavaScript could not close it) that has not dismissed it.
 */
export const POPUP_STATE_SCRIPT =
  'var d=document.documentElement;d.setAttribute("data-js","");' +
  `try{if(sessionStorage.getItem(${JSON.stringify(POPUP_DISMISSED_KEY)}))d.setAttribute("data-popup-dismissed","")}catch(e){}`;

/** The first element of <body>; the page's policy names the hash of its text (lib/security/page-policy.mjs). */
export function PopupStateScript() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: POPUP_STATE_SCRIPT }} />;
}
