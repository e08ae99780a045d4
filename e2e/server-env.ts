/** A stand-in api-key given to the test server, so that a test can prove it never reaches the browser. */
export const STOCK_API_KEY_SENTINEL = 'e2e-stock-key-sentinel-5b1f';
