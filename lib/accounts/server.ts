/**
 * The workspace's server door: what its pages and route handlers use (next/headers and the route
 * checks). Apart from ./index.ts so that `npm run admin` does not load Next's request APIs.
 */
export { auditPage, authorizePage, formAction, pageUser, signedInPage } from './page-session';
export { enrolmentLinkState } from './enrolment';
export {
  formReply,
  isPlainFormPost,
  workspaceAction,
  workspaceAvailable,
  workspaceJson,
  WORKSPACE_HEADERS,
} from './guard';
export {
  handleAuditCsv,
  handleCsrfToken,
  handleEnrolFinish,
  handleEnrolStart,
  handleSignIn,
  handleSignOut,
  handleUsers,
} from './routes';
