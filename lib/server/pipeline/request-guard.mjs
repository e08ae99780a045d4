// @ts-check
/**
 * Stage: requests the server answers itself, before Next (lib/security/request-guard.mjs says which:
 * malformed paths 400, TRACE and methods pages do not take 405), because Next answers some of them with
 * a 500 and a stack trace in the log, and without the security headers. Dev mode: on as in production.
 */
import { answerRefusedRequest } from '../../security/request-guard.mjs';

/**
 * The stage: true when it answered.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
export function guardRequest(request, response) {
  return answerRefusedRequest(request, response);
}
