import { sharedRedis } from '../server/redis.mjs';
import { sharedRedis as bridged } from '../server/process-bridge.mjs';
export const zeta = () => [sharedRedis(), bridged()];
