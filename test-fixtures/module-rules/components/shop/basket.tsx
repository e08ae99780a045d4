import { beta } from '../../lib/beta';
export const Basket = () => beta();
