import { EditItemPage } from '@/components/workspace/pages/edit-item';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('itemForm.editHeading'));
export default workspacePage('content.draft', EditItemPage);
