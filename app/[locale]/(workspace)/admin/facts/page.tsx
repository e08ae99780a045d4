import { FactsPage } from '@/components/workspace/pages/facts';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('facts.heading'));
export default workspacePage('content.draft', FactsPage);
