import { QuestionsPage } from '@/components/workspace/pages/questions';
import { workspaceMetadata, workspacePage } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('questions.heading'));
export default workspacePage('questions.moderate', QuestionsPage);
