import { resetRedirects } from '@common/auth';
import { NewPasswordScreen } from './NewPasswordScreen';

/** /auth/reset-password: where a "forgot password" link lands. */
export default function ResetPasswordPage() {
  return (
    <NewPasswordScreen
      title="Set a new password"
      subtitle="Choose a new password for your DevForge account."
      submitLabel="Update password"
      redirectTo={resetRedirects.reset}
    />
  );
}
