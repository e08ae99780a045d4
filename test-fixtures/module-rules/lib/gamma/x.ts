import { y } from './y';
export const x = () => y;
