// Breaks database-drivers-only-in-the-store: a feature imports the driver's types.
import type { Client } from '@libsql/client';

export type Handle = Client;
