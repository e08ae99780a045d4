import { listLoading } from '@/components/lists/list-skeleton';

export default listLoading('calendar', 4);
