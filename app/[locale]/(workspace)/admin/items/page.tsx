import { ItemsPage } from '@/components/workspace/pages/items';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('items.heading'));
export default workspacePage(null, ItemsPage);
