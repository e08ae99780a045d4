import { Shop } from '../components/shop/shop';
export const page = Shop;
