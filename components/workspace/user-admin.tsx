'use client';

import { useState, type FormEvent } from 'react';
import { workspacePost } from './workspace-post';
import styles from './workspace.module.css';

export interface UserRow {
  email: string;
  name: string;
  role: string;
  state: string;
  /** Sign-in locked by failures from many clients: the row offers an unlock. */
  locked: boolean;
}

export interface UserAdminLabels {
  heading: string;
  email: string;
  name: string;
  role: string;
  state: string;
  actions: string;
  add: string;
  disable: string;
  reset: string;
  unlock: string;
  setRole: string;
  link: string;
  error: string;
  roles: Record<string, string>;
}

/** An admin's user list (`/admin/users`): add, disable, reset, unlock and change role, the operations of `npm run admin`. */
export function UserAdmin({ users, labels }: { users: UserRow[]; labels: UserAdminLabels }) {
  const [link, setLink] = useState('');
  const [message, setMessage] = useState('');

  async function act(body: Record<string, string>) {
    setMessage('');
    setLink('');
    const { status, data } = await workspacePost('/api/workspace/users', body).catch(() => ({
      status: 0,
      data: {} as Record<string, unknown>,
    }));
    if (status !== 200) {
      setMessage(typeof data.error === 'string' && status === 400 ? data.error : labels.error);
      return;
    }
    if (typeof data.link === 'string') setLink(data.link);
    else window.location.reload();
  }

  const roleOptions = Object.entries(labels.roles).map(([value, text]) => (
    <option key={value} value={value}>
      {text}
    </option>
  ));

  return (
    <section aria-labelledby="users-heading">
      {/* The page's own heading: the user administration is a page of its own (/admin/users). */}
      <h1 id="users-heading">{labels.heading}</h1>
      <div className={styles.tableWrap} role="region" tabIndex={0} aria-labelledby="users-heading">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{labels.email}</th>
              <th scope="col">{labels.name}</th>
              <th scope="col">{labels.role}</th>
              <th scope="col">{labels.state}</th>
              <th scope="col">{labels.actions}</th>
            </tr>
          </thead>
          <tbody>
            {users.map((user, index) => (
              <tr key={user.email}>
                <td>{user.email}</td>
                <td>{user.name}</td>
                <td>{labels.roles[user.role] ?? user.role}</td>
                <td>{user.state}</td>
                <td>
                  <div className={styles.inline}>
                    <button
                      className={styles.button}
                      type="button"
                      onClick={() => act({ operation: 'disable', email: user.email })}
                      aria-label={`${labels.disable} ${user.email}`}
                    >
                      {labels.disable}
                    </button>
                    <button
                      className={styles.button}
                      type="button"
                      onClick={() => act({ operation: 'reset', email: user.email })}
                      aria-label={`${labels.reset} ${user.email}`}
                    >
                      {labels.reset}
                    </button>
                    {user.locked ? (
                      <button
                        className={styles.button}
                        type="button"
                        onClick={() => act({ operation: 'unlock', email: user.email })}
                        aria-label={`${labels.unlock} ${user.email}`}
                      >
                        {labels.unlock}
                      </button>
                    ) : null}
                    <form
                      className={styles.inline}
                      onSubmit={(event: FormEvent<HTMLFormElement>) => {
                        event.preventDefault();
                        act({
                          operation: 'role',
                          email: user.email,
                          role: String(new FormData(event.currentTarget).get('role')),
                        });
                      }}
                    >
                      <label className={styles.field}>
                        <span>{labels.role}</span>
                        <select name="role" defaultValue={user.role} id={`role-${index}`}>
                          {roleOptions}
                        </select>
                      </label>
                      <button className={styles.button} type="submit" aria-label={`${labels.setRole} ${user.email}`}>
                        {labels.setRole}
                      </button>
                    </form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        className={styles.form}
        onSubmit={(event: FormEvent<HTMLFormElement>) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          act({
            operation: 'add',
            email: String(form.get('email')),
            name: String(form.get('name')),
            role: String(form.get('role')),
          });
        }}
      >
        <h2>{labels.add}</h2>
        <div className={styles.field}>
          <label htmlFor="add-email">{labels.email}</label>
          <input id="add-email" name="email" type="email" required />
        </div>
        <div className={styles.field}>
          <label htmlFor="add-name">{labels.name}</label>
          <input id="add-name" name="name" />
        </div>
        <div className={styles.field}>
          <label htmlFor="add-role">{labels.role}</label>
          <select id="add-role" name="role" defaultValue="editor">
            {roleOptions}
          </select>
        </div>
        <button className={styles.button} type="submit">
          {labels.add}
        </button>
      </form>
      <div role="status">
        {link ? (
          <p>
            {labels.link} <code className={styles.secret}>{link}</code>
          </p>
        ) : null}
      </div>
      <p role="alert" className={styles.error}>
        {message}
      </p>
    </section>
  );
}
