import { WorkspaceHome } from '@/components/workspace/pages/home';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata();
export default workspacePage(null, WorkspaceHome);
