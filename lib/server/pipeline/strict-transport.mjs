// @ts-check
/**
 * Stage (a head revision, every response): Strict-Transport-Security when SITE_URL is https
 * (lib/security/strict-transport.mjs says why and when). Set as the head goes out, over any copy set
 * before, so a response carries it once whoever wrote it. Dev mode: on as in production (a
 * development SITE_URL is http, so in practice nothing is sent).
 */
import { STRICT_TRANSPORT_SECURITY } from '../../security/strict-transport.mjs';
import { interceptResponse } from './intercept.mjs';

/**
 * Makes the response carry the header, when `value` is not null.
 * @param {import('node:http').ServerResponse} response
 * @param {string | null} value
 */
export function sendStrictTransportSecurity(response, value) {
  if (value === null) return;
  interceptResponse(response).onHead(() => response.setHeader(STRICT_TRANSPORT_SECURITY, value));
}
