import { epsilon } from '../epsilon';
export const delta = () => epsilon;
