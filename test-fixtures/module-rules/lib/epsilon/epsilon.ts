import { delta } from '../delta';
export const epsilon = () => delta;
