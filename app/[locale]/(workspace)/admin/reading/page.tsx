import { ReadingPage } from '@/components/workspace/pages/reading';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('reading.heading'));
export default workspacePage('reading.view', ReadingPage);
