export { SET_HOLIDAYS } from './market-holidays';
