import { PageFrame } from '@/components/layout/page-frame';
import { ListSkeleton } from '@/components/lists/list-skeleton';

export default function Loading() {
  return (
    <PageFrame page="activity">
      <ListSkeleton rows={3} />
    </PageFrame>
  );
}
