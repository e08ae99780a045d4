import { page } from '../../app/page';
export const bad = page;
