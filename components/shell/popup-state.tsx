/** Remembered for the browser tab, so that the banner greets a visitor once, not on every page. */
export const POPUP_DISMISSED_KEY = 'ir-popup-dismissed';

/**
 * Right after the popup's <dialog> in the server HTML: opens it modal as the page is parsed, unless this tab
 * has closed it (storage blocked counts as not closed), so the first paint shows it modal and hydration finds
 * it open (Dialog's serverOpen). The browser moves the focus to its first control, the close button. Without
 * JavaScript the popup, which could not be closed, is never opened. The page's policy names the hash of its
 * text (lib/security/page-policy.mjs).
 */
export const POPUP_OPEN_SCRIPT =
  '(function(d){var s=d.currentScript,g=s&&s.previousElementSibling,c;' +
  `try{c=sessionStorage.getItem(${JSON.stringify(POPUP_DISMISSED_KEY)})}catch(e){}` +
  'if(g&&g.showModal&&!c)try{g.showModal()}catch(e){}})(document)';
