export { epsilon } from './epsilon';
