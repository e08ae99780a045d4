export { rows } from './rows';
