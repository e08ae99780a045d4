export { zeta } from './zeta';
