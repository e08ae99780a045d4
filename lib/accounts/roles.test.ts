import { ACTION_ROLES, isRole, permits, ROLES, WORKSPACE_ACTIONS } from './roles';

describe('permits', () => {
  it('lets an editor draft and submit, and nothing an approver or admin decides', () => {
    expect(permits('editor', 'e1', 'content.draft')).toBe(true);
    expect(permits('editor', 'e1', 'content.submit')).toBe(true);
    for (const action of [
      'content.approve',
      'content.reject',
      'content.schedule',
      'content.withdraw',
      'audit.view',
      'vitals.view',
      'users.manage',
      'settings.manage',
    ] as const) {
      expect(permits('editor', 'e1', action)).toBe(false);
    }
  });

  it('lets an approver decide, schedule and withdraw, but not manage users', () => {
    expect(permits('approver', 'a1', 'content.approve', { ownerId: 'e1' })).toBe(true);
    expect(permits('approver', 'a1', 'content.schedule')).toBe(true);
    expect(permits('approver', 'a1', 'content.withdraw')).toBe(true);
    expect(permits('approver', 'a1', 'audit.view')).toBe(true);
    expect(permits('approver', 'a1', 'vitals.view')).toBe(true);
    expect(permits('approver', 'a1', 'users.manage')).toBe(false);
    expect(permits('approver', 'a1', 'content.draft')).toBe(false);
  });

  it('lets an admin manage users and settings and approve others’ submissions', () => {
    expect(permits('admin', 'x', 'users.manage')).toBe(true);
    expect(permits('admin', 'x', 'settings.manage')).toBe(true);
    expect(permits('admin', 'x', 'content.approve', { ownerId: 'e1' })).toBe(true);
  });

  it('lets every role see the reading figures (daily totals, nothing about a reader)', () => {
    expect(ROLES.every((role) => permits(role, 'u', 'reading.view'))).toBe(true);
  });

  it('never lets anyone approve or reject their own submission', () => {
    expect(permits('approver', 'a1', 'content.approve', { ownerId: 'a1' })).toBe(false);
    expect(permits('admin', 'x', 'content.reject', { ownerId: 'x' })).toBe(false);
  });

  it('names every action with at least one role, every role a known one', () => {
    for (const action of WORKSPACE_ACTIONS) {
      expect(ACTION_ROLES[action].length).toBeGreaterThan(0);
      expect(ACTION_ROLES[action].every(isRole)).toBe(true);
    }
    expect(ROLES.every((role) => permits(role, 'u', 'workspace.view'))).toBe(true);
    expect(isRole('root')).toBe(false);
  });
});
