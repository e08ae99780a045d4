/**
 * Who may do what in the IR team's workspace (docs/accounts.md). Every workspace action is named
 * here and checked on the server by `permits`; a hidden button is never the permission.
 */

export const ROLES = ['editor', 'approver', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/**
 * Each action with the roles that may take it. The content actions are named ahead of the newsroom
 * so that its endpoints only have to call `permits`; approval of one's own submission is refused by
 * `permits` whatever the role (four-eyes).
 */
export const ACTION_ROLES = {
  'workspace.view': ['editor', 'approver', 'admin'],
  'content.draft': ['editor'],
  'content.submit': ['editor'],
  'content.approve': ['approver', 'admin'],
  'content.reject': ['approver', 'admin'],
  'content.schedule': ['approver'],
  'content.withdraw': ['approver'],
  'audit.view': ['approver', 'admin'],
  // Field data of the site's speed (lib/vitals): routes and device classes, nothing about a visitor.
  'vitals.view': ['approver', 'admin'],
  // Reading figures (lib/reading): daily totals per page, document and unfound search, nothing about a reader.
  'reading.view': ['editor', 'approver', 'admin'],
  // Questions for management on the results pages (lib/questions): choose, dismiss, answer, publish.
  'questions.moderate': ['editor', 'approver', 'admin'],
  'users.manage': ['admin'],
  'settings.manage': ['admin'],
} as const satisfies Record<string, readonly Role[]>;

export type WorkspaceAction = keyof typeof ACTION_ROLES;

export const WORKSPACE_ACTIONS = Object.keys(ACTION_ROLES) as WorkspaceAction[];

/** Actions that decide on someone else's work: never allowed on one's own. */
const FOUR_EYES: ReadonlySet<WorkspaceAction> = new Set(['content.approve', 'content.reject']);

export interface PermissionSubject {
  /** The account that owns the object acted on (the author of a submission), when there is one. */
  ownerId?: string;
}

/** Whether `role` (of account `actorId`) may take `action` on `subject`. */
export function permits(
  role: Role,
  actorId: string,
  action: WorkspaceAction,
  subject: PermissionSubject = {},
): boolean {
  if (!(ACTION_ROLES[action] as readonly Role[]).includes(role)) return false;
  if (FOUR_EYES.has(action) && subject.ownerId !== undefined && subject.ownerId === actorId) return false;
  return true;
}
