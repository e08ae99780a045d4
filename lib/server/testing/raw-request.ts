import { request as httpRequest, type IncomingMessage } from 'node:http';
import { gunzipSync } from 'node:zlib';

/** A reply as it came over the wire. */
export interface RawReply {
  status: number;
  headers: IncomingMessage['headers'];
  /** The headers as sent: name and value in turn. */
  rawHeaders: string[];
  /** The body as sent (gzip when the reply says so). */
  raw: Buffer;
  /** The body, unzipped when it came gzipped. */
  body: Buffer;
}

/**
 * A request to the server on 127.0.0.1:`port`, on a connection of its own, its reply read whole: what
 * the tests of the server's stages see on the wire (fetch would unzip the body and hide the headers).
 */
export function rawRequest(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<RawReply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const raw = Buffer.concat(chunks);
        // A HEAD's reply (or a 304) names the coding of a body it does not carry.
        const body = response.headers['content-encoding'] === 'gzip' && raw.length > 0 ? gunzipSync(raw) : raw;
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          rawHeaders: response.rawHeaders,
          raw,
          body,
        });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}
