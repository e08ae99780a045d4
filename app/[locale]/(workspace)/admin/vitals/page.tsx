import { VitalsPage } from '@/components/workspace/pages/vitals';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('vitals.heading'));
export default workspacePage('vitals.view', VitalsPage);
