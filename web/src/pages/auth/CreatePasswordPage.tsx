import { resetRedirects } from '@common/auth';
import { NewPasswordScreen } from './NewPasswordScreen';

/** /auth/create-password: from an invitation or a create-password link (it carries type=recovery). */
export default function CreatePasswordPage() {
  return (
    <NewPasswordScreen
      title="Create your password"
      subtitle="Choose the password you'll use to sign in to DevForge."
      submitLabel="Create password"
      redirectTo={resetRedirects.create}
      requireRecoveryType
    />
  );
}
