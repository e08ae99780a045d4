export { alpha } from './alpha';
