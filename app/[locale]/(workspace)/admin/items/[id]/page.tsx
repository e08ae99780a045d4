import { ItemPage } from '@/components/workspace/pages/item';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('item.facts.kind'));
export default workspacePage(null, ItemPage);
