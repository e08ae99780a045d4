export { delta } from './delta';
