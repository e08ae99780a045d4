import { beta } from '../beta/beta';
export const alpha = () => beta();
