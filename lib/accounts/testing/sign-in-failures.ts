import { listAuditEntries } from '@/lib/backend';

/** The reasons of the account's failed sign-ins, oldest first. */
export async function signInFailureReasons(email: string): Promise<unknown[]> {
  return (await listAuditEntries({ action: 'sign-in-failed' }))
    .filter((entry) => entry.object === email)
    .map((entry) => JSON.parse(entry.detail).reason)
    .reverse();
}
