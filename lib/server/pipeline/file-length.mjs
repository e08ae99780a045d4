// @ts-check
/**
 * Stage (a head revision, every response): a file's Content-Length back from the header its route
 * named it in (../file-length.mjs). Only a whole decimal number, on a response that is not encoded;
 * the private header never leaves the server.
 */
import { FILE_LENGTH_HEADER } from '../file-length.mjs';
import { interceptResponse } from './intercept.mjs';

/**
 * @param {import('node:http').IncomingMessage} _request
 * @param {import('node:http').ServerResponse} response
 */
export function restoreFileLength(_request, response) {
  interceptResponse(response).onHead(() => {
    const length = response.getHeader(FILE_LENGTH_HEADER);
    if (length === undefined) return;
    response.removeHeader(FILE_LENGTH_HEADER);
    if (
      typeof length === 'string' &&
      /^\d{1,15}$/.test(length) &&
      response.getHeader('content-encoding') === undefined
    ) {
      response.setHeader('content-length', length);
    }
  });
}
