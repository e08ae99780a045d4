import { listLoading } from '@/components/lists/list-skeleton';

export default listLoading('securitiesAnalysis', 3);
