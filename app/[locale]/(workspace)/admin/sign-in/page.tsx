import { SignInPage } from '@/components/workspace/pages/sign-in';
import { entryPage, workspaceMetadata } from '@/components/workspace/workspace-page';

export const generateMetadata = workspaceMetadata((t) => t('signIn.heading'));
export default entryPage(SignInPage);
