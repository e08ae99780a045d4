import { NewItemPage } from '@/components/workspace/pages/new-item';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('itemForm.newHeading'));
export default workspacePage('content.draft', NewItemPage);
