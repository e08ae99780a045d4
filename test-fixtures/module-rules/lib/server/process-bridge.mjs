export { sharedRedis } from './redis.mjs';
