export { beta } from './beta';
