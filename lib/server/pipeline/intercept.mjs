// @ts-check
/**
 * The one point where the server intercepts a response on its way out (docs/architecture.md, The path
 * of a request). Stages do not patch the response themselves: they hook in here.
 *
 * The first call of interceptResponse for a response wraps its writeHead, write, end and flushHeaders
 * once; later calls return the same interception. When the head is about to go out (an explicit
 * writeHead, the implicit head of a first write or end, or flushHeaders), headers given to writeHead
 * are first set on the response, so every hook reads the head the way it will be sent, and then:
 * 1. the `onHead` hooks run, in the order they were added (header revisions: HSTS, Cache-Control,
 *    internal headers);
 * 2. the body hooks run layer by layer from Next outwards (BODY_LAYERS), each deciding, with the head
 *    as the layers inside it left it, whether it takes the body: it returns a filter or null.
 * With no filter, the body goes to the socket untouched (files, API replies, redirects).
 *
 * A seal (`sealBody`) needs the whole body before the head may go: the policy of a page names the
 * hashes of its scripts, and its entity tag the hash of its text. When one takes the response, the head
 * is held (an explicit writeHead only records its status), the body is gathered as the 'rewrite'
 * filters leave it, and at the end the seal sees it whole: it may revise the head (or answer 304 without
 * the body). Only then do the 'encode' hooks decide, the head go out and the body follow.
 */

/** @typedef {import('node:http').ServerResponse} ServerResponse */

/**
 * Where a body filter sits, from Next outwards: the rewrite of the page's text (script deferral), then
 * its compression. A seal, when there is one, sits between the two.
 */
export const BODY_LAYERS = /** @type {const} */ (['rewrite', 'encode']);

/** @typedef {typeof BODY_LAYERS[number]} BodyLayer */

/**
 * What a filter writes to: the next filter outwards, or the socket. `end` calls `callback` once the
 * response has finished, when given.
 * @typedef {{ write: (chunk: Buffer) => boolean, end: (callback?: () => void) => void }} Sink
 */

/** Given the sink it writes to, the sink that takes the body in its place. @typedef {(next: Sink) => Sink} BodyFilter */

/**
 * Given the whole body as the rewrite left it, revises the head and returns the body to send, or null
 * to send none (a 304).
 * @typedef {(body: Buffer) => Buffer | null} Seal
 */

/**
 * @typedef {object} Interception
 * @property {(hook: (response: ServerResponse) => void) => void} onHead runs `hook` just before the head goes out
 * @property {(layer: BodyLayer, hook: (response: ServerResponse) => BodyFilter | null) => void} filterBody
 *   offers a filter at `layer`; `hook` decides at head time, after every onHead hook
 * @property {(hook: (response: ServerResponse) => Seal | null) => void} sealBody offers a seal; `hook`
 *   decides at head time, after the 'rewrite' hooks
 */

/** @type {WeakMap<ServerResponse, Interception>} */
const interceptions = new WeakMap();

/**
 * The response's interception, installed on first use.
 * @param {ServerResponse} response
 * @returns {Interception}
 */
export function interceptResponse(response) {
  let interception = interceptions.get(response);
  if (!interception) {
    interception = install(response);
    interceptions.set(response, interception);
  }
  return interception;
}

/**
 * Sets writeHead's headers argument on the response as Node's writeHead merges it: an object's
 * fields replace, a flat [name, value, …] list replaces and keeps its own duplicates. False for a
 * malformed list, which is left for Node's writeHead to refuse.
 * @param {ServerResponse} response
 * @param {unknown} headers
 */
function applyHeaders(response, headers) {
  if (headers === undefined || headers === null) return true;
  if (Array.isArray(headers)) {
    if (headers.length && Array.isArray(headers[0])) {
      for (const [name, value] of headers) if (name) response.setHeader(name, value);
      return true;
    }
    if (headers.length % 2 !== 0) return false;
    for (let i = 0; i < headers.length; i += 2) response.removeHeader(headers[i]);
    for (let i = 0; i < headers.length; i += 2) if (headers[i]) response.appendHeader(headers[i], headers[i + 1]);
    return true;
  }
  if (typeof headers === 'object') {
    for (const [name, value] of Object.entries(headers)) if (name) response.setHeader(name, value);
  }
  return true;
}

/**
 * A written chunk as bytes.
 * @param {unknown} chunk
 * @param {unknown} encoding
 */
function toBuffer(chunk, encoding) {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? /** @type {BufferEncoding} */ (encoding) : 'utf8');
  const view = /** @type {Uint8Array} */ (chunk);
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

/** @param {ServerResponse} response @returns {Interception} */
function install(response) {
  /** @type {((response: ServerResponse) => void)[]} */
  const headHooks = [];
  /** @type {Record<BodyLayer, ((response: ServerResponse) => BodyFilter | null)[]>} */
  const bodyHooks = { rewrite: [], encode: [] };
  /** @type {((response: ServerResponse) => Seal | null)[]} */
  const sealHooks = [];
  // Node's own methods (or whatever a test put there before), called with the arguments as given.
  const writeHead = /** @type {(...args: unknown[]) => ServerResponse} */ (response.writeHead);
  const write = /** @type {(...args: unknown[]) => boolean} */ (response.write);
  const end = /** @type {(...args: unknown[]) => ServerResponse} */ (response.end);
  const flushHeaders = response.flushHeaders;
  let prepared = false;
  let ended = false;
  /** Where the body goes when a filter took it; null while it goes straight to the socket. @type {Sink | null} */
  let sink = null;
  /** While a seal holds the head: the status and reason an explicit writeHead gave. @type {{ status: number, reason?: string } | null} */
  let heldHead = null;
  let holding = false;

  /** The socket as a sink. @type {Sink} */
  const socket = {
    write: (chunk) => write.call(response, chunk),
    end: (callback) => void (callback ? end.call(response, callback) : end.call(response)),
  };

  /** @param {BodyLayer} layer @returns {BodyFilter[]} */
  function filtersAt(layer) {
    /** @type {BodyFilter[]} */
    const filters = [];
    for (const hook of bodyHooks[layer]) {
      const filter = hook(response);
      if (filter) filters.push(filter);
    }
    return filters;
  }

  /** @param {BodyFilter[]} filters @param {Sink} last */
  function chain(filters, last) {
    let next = last;
    for (let i = filters.length - 1; i >= 0; i -= 1) next = filters[i](next);
    return next;
  }

  /** Sends a head writeHead held, with the status as the seals left it (else the first write sends it). */
  function sendHead() {
    if (!heldHead) return;
    const status = response.statusCode;
    if (heldHead.reason !== undefined && status === heldHead.status) writeHead.call(response, status, heldHead.reason);
    else writeHead.call(response, status);
  }

  /**
   * The sink that gathers the body for the seals; at its end the seals run, then the encode layer, the
   * head and the body go out.
   * @param {Seal[]} seals
   * @returns {Sink}
   */
  function gatherFor(seals) {
    /** @type {Buffer[]} */
    const parts = [];
    return {
      write(chunk) {
        parts.push(chunk);
        return true;
      },
      end(callback) {
        /** @type {Buffer | null} */
        let body = Buffer.concat(parts);
        for (const seal of seals) body = body === null ? null : seal(body);
        holding = false;
        if (body === null) {
          sendHead();
          socket.end(callback);
          return;
        }
        const out = chain(filtersAt('encode'), socket);
        sendHead();
        if (body.length) out.write(body);
        out.end(callback);
      },
    };
  }

  function prepare() {
    if (prepared) return;
    prepared = true;
    if (response.headersSent) return;
    for (const hook of headHooks) hook(response);
    const rewrite = filtersAt('rewrite');
    /** @type {Seal[]} */
    const seals = [];
    for (const hook of sealHooks) {
      const seal = hook(response);
      if (seal) seals.push(seal);
    }
    if (seals.length) {
      holding = true;
      sink = chain(rewrite, gatherFor(seals));
      return;
    }
    const filters = [...rewrite, ...filtersAt('encode')];
    if (filters.length === 0) return;
    sink = chain(filters, socket);
  }

  response.writeHead = /** @type {ServerResponse['writeHead']} */ (
    function (/** @type {number} */ status, /** @type {unknown[]} */ ...rest) {
      if (response.headersSent) return writeHead.call(response, status, ...rest);
      const reason = typeof rest[0] === 'string' ? rest[0] : undefined;
      if (!applyHeaders(response, reason === undefined ? rest[0] : rest[1]))
        return writeHead.call(response, status, ...rest);
      response.statusCode = status;
      prepare();
      if (holding) {
        heldHead = reason === undefined ? { status } : { status, reason };
        return response;
      }
      return reason === undefined ? writeHead.call(response, status) : writeHead.call(response, status, reason);
    }
  );
  response.flushHeaders = function () {
    prepare();
    // A held head goes out with the sealed body, never before.
    if (holding) return;
    return flushHeaders.call(response);
  };
  response.write = /** @type {ServerResponse['write']} */ (
    function (/** @type {unknown[]} */ ...args) {
      prepare();
      if (!sink) return write.apply(response, args);
      const callback = args.find((value) => typeof value === 'function');
      const result = args[0] === undefined || args[0] === null ? true : sink.write(toBuffer(args[0], args[1]));
      if (typeof callback === 'function') process.nextTick(callback);
      return result;
    }
  );
  response.end = /** @type {ServerResponse['end']} */ (
    function (/** @type {unknown[]} */ ...args) {
      prepare();
      if (!sink) return end.apply(response, args);
      if (ended) return response;
      ended = true;
      const callback = /** @type {(() => void) | undefined} */ (args.find((value) => typeof value === 'function'));
      if (args[0] !== undefined && args[0] !== null && typeof args[0] !== 'function')
        sink.write(toBuffer(args[0], args[1]));
      sink.end(callback);
      return response;
    }
  );

  return {
    onHead(hook) {
      headHooks.push(hook);
    },
    filterBody(layer, hook) {
      bodyHooks[layer].push(hook);
    },
    sealBody(hook) {
      sealHooks.push(hook);
    },
  };
}
