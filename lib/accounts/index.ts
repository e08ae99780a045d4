/**
 * The IR team's accounts (docs/accounts.md): roles and permissions, account management, sign-in and
 * sessions through the authentication framework, and the hash-chained audit log. What the rest of
 * the site imports; the pages and routes of the workspace go through here.
 */
export {
  AccountError,
  addUser,
  checkEnrolmentToken,
  disableUser,
  listUsers,
  normalizeEmail,
  resetUser,
  setRole,
  unlockUser,
  type AccountSummary,
} from './accounts';
export { AUDIT_ACTIONS, auditVerdictLine, CLI_ACTOR, recordAudit, verifyStoredAudit, type AuditAction } from './audit';
export { verifyAuditChain, type AuditEntry } from './audit-chain';
export { parseAuditCheckpoint, type AuditCheckpoint } from './audit-chain';
export { auditHeadLine, checkAuditHead, runAuditCheckpoint, type AuditHeadCheck } from './audit-checkpoint';
export { ACTION_ROLES, isRole, permits, ROLES, WORKSPACE_ACTIONS, type Role, type WorkspaceAction } from './roles';
export { sessionPolicy, sessionState } from './session-policy';
export { authSecret } from './settings';
export type { WorkspaceUser } from './session';
