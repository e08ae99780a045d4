export const sharedRedis = () => null;
