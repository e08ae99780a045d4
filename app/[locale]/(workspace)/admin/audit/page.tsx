import { AuditPage } from '@/components/workspace/pages/audit';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('audit.heading'));
export default workspacePage('audit.view', AuditPage);
