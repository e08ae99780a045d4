import { listLoading } from '@/components/lists/list-skeleton';

export default listLoading('form561', 3);
