import { UsersPage } from '@/components/workspace/pages/users';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('users.heading'));
export default workspacePage('users.manage', UsersPage);
