/**
 * The newsroom's server door: the workspace route handlers (they bring Next's request APIs through
 * lib/accounts' guard, so apart from ./index.ts, which scripts and the job load).
 */
export { handleItemCreate, handleItemDiff, handleItemList, handleItemRead, handleItemStep, handleMeetingsDue, ITEM_STEPS, MAX_BODY_BYTES } from './routes';
