// @ts-check
/**
 * The server's request pipeline (docs/architecture.md, The path of a request), and the door of this
 * folder: server.mjs and the rest of the site import from here. Plain JavaScript, `index.mjs` rather
 * than `index.ts`, because server.mjs runs unbuilt.
 *
 * A request passes the stages in order until one answers it; Next's handler gets the rest. A stage is
 * a function of the request and the response that returns true when it answered. Stages that act on
 * the response (header revisions, the script deferral, the script hashes, compression) hook into the
 * one interception of the response (intercept.mjs) instead of patching it.
 */
import { compressDocument } from './compression.mjs';
import { clientAddressStage } from './client-address.mjs';
import { reviseDocumentCacheControl } from './document-cache-control.mjs';
import { restoreFileLength } from './file-length.mjs';
import { headAsGet } from './head-as-get.mjs';
import { countReadings } from './reading-count.mjs';
import { guardRequest } from './request-guard.mjs';
import { sanitise } from './sanitise.mjs';
import { deferDocumentScripts } from './script-deferral.mjs';
import { scriptHashesStage } from './script-hashes.mjs';
import { sendStrictTransportSecurity } from './strict-transport.mjs';

export { createDrain } from './drain.mjs';
export { acceptsGzip } from './compression.mjs';
export { isDocumentGet, isSharedDocument } from './documents.mjs';

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */
/** @typedef {(request: IncomingMessage, response: ServerResponse) => boolean | void | Promise<boolean | void>} StageRun */
/** @typedef {{ name: string, run: StageRun }} Stage */

/**
 * The stages of this server, in order. In dev mode (`npm run dev`) the script deferral and compression
 * are left out, and the script hashes stage sends the development policy without holding the page: HMR
 * loads as Next sends it, and Next compresses as under `next dev`. Every other stage runs as in
 * production.
 * @param {object} options
 * @param {boolean} options.dev
 * @param {string | null} options.hsts the Strict-Transport-Security value, null when SITE_URL is not https
 * @param {number} options.hops TRUST_PROXY_HOPS
 * @param {ReturnType<typeof import('./drain.mjs').createDrain>} options.drain
 * @returns {Stage[]}
 */
export function serverStages({ dev, hsts, hops, drain }) {
  /** @type {(Stage | false)[]} */
  const stages = [
    { name: 'in flight', run: drain.track },
    // Head revisions first: every response carries them, whoever writes it (a stage or Next).
    { name: 'strict transport', run: (_request, response) => sendStrictTransportSecurity(response, hsts) },
    { name: 'document cache control', run: reviseDocumentCacheControl },
    { name: 'file length', run: restoreFileLength },
    { name: 'request guard', run: guardRequest },
    { name: 'client address', run: clientAddressStage(hops) },
    { name: 'sanitise', run: sanitise },
    // Counts page views and downloads once answered (docs/newsroom.md, Reading figures); never answers.
    { name: 'reading figures', run: countReadings },
    { name: 'drain', run: drain.answer },
    // A HEAD of a page goes on as its GET (Node sends no body), so its head is the GET's.
    { name: 'head as get', run: headAsGet },
    !dev && { name: 'script deferral', run: deferDocumentScripts },
    // The policy names the hashes of the page's inline scripts, the deferral's included.
    { name: 'script hashes', run: scriptHashesStage({ dev }) },
    !dev && { name: 'compression', run: compressDocument },
  ];
  return stages.filter((stage) => stage !== false);
}

/**
 * The server's request listener: the stages, then Next's handler. An error before the head is sent
 * answers 500; after, the connection is cut.
 * @param {Stage[]} stages
 * @param {(request: IncomingMessage, response: ServerResponse) => Promise<unknown>} handle
 */
export function runPipeline(stages, handle) {
  /** @param {IncomingMessage} request @param {ServerResponse} response */
  return async function pipeline(request, response) {
    try {
      for (const { run } of stages) {
        const answered = run(request, response);
        if (answered === true || (answered instanceof Promise && (await answered) === true)) return;
      }
      await handle(request, response);
    } catch (error) {
      console.error(error);
      if (!response.headersSent) {
        response.statusCode = 500;
        response.end('Internal Server Error');
      } else {
        response.destroy();
      }
    }
  };
}
