import { rows } from '../../lib/store';
import { beta } from '../../lib/beta/beta';
export const Shop = () => [rows(), beta()];
