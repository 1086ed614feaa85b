import { Placeholder } from '@/pages/Placeholder';

export default function ResetPasswordPage() {
  return <Placeholder title="Set a new password" note="Password reset arrives with accounts." />;
}
