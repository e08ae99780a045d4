// @ts-check
/**
 * Stage (a head revision, every response): a file's Content-Length and Content-Encoding back from the
 * headers its route named them in (../file-length.mjs). The length only as a whole decimal number, the
 * coding only `gzip`, and neither on a response Next's compression encoded itself; the private headers
 * never leave the server.
 */
import { FILE_ENCODING_HEADER, FILE_LENGTH_HEADER } from '../file-length.mjs';
import { interceptResponse } from './intercept.mjs';

/**
 * @param {import('node:http').IncomingMessage} _request
 * @param {import('node:http').ServerResponse} response
 */
export function restoreFileLength(_request, response) {
  interceptResponse(response).onHead(() => {
    const length = response.getHeader(FILE_LENGTH_HEADER);
    const coding = response.getHeader(FILE_ENCODING_HEADER);
    if (length === undefined && coding === undefined) return;
    response.removeHeader(FILE_LENGTH_HEADER);
    response.removeHeader(FILE_ENCODING_HEADER);
    if (response.getHeader('content-encoding') !== undefined) return;
    if (typeof length === 'string' && /^\d{1,15}$/.test(length)) response.setHeader('content-length', length);
    if (coding === 'gzip') response.setHeader('content-encoding', 'gzip');
  });
}
