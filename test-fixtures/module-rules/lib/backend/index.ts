export { rows } from '../store';
