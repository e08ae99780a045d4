// @ts-check
/**
 * Stage: the graceful stop (docs/operations.md). It keeps the responses under way, so that on SIGTERM
 * each connection closes after its current response and keep-alive clients move to another instance;
 * while draining, every response says `Connection: close` and /api/health answers 503 so a balancer
 * stops sending. Dev mode: on as in production.
 */

/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

export function createDrain() {
  let draining = false;
  /** Responses under way, told on SIGTERM to close their connection when they end. @type {Set<ServerResponse>} */
  const inFlight = new Set();
  return {
    get draining() {
      return draining;
    },
    /** Marks the instance as stopping: responses under way close their connection when they end. */
    start() {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader('connection', 'close');
    },
    /**
     * Keeps the response while it is under way; the stage proper is `answer`.
     * @param {IncomingMessage} _request
     * @param {ServerResponse} response
     */
    track(_request, response) {
      inFlight.add(response);
      response.once('close', () => inFlight.delete(response));
    },
    /**
     * While draining: Connection: close, and the health check's 503. True when it answered.
     * @param {IncomingMessage} request
     * @param {ServerResponse} response
     */
    answer(request, response) {
      if (!draining) return false;
      response.setHeader('connection', 'close');
      if (request.url?.split('?')[0] !== '/api/health') return false;
      response.writeHead(503, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end('{"status":"shutting down"}');
      return true;
    },
  };
}
