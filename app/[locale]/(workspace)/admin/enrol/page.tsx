import { EnrolPage } from '@/components/workspace/pages/enrol';
import { entryPage, workspaceMetadata } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('enrol.heading'));
export default entryPage(EnrolPage);
