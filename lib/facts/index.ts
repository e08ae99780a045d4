export { percentageOf, RANKED_ROWS, shareholderRegister } from './shareholders';
export type { ShareholderEntry, ShareholderRegister } from './shareholders';
