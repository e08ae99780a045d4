// The store may import the driver.
import { createClient } from '@libsql/client';

export const open = createClient;
