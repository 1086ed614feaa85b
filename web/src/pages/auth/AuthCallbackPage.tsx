import { Placeholder } from '@/pages/Placeholder';

export default function AuthCallbackPage() {
  return <Placeholder title="Confirming your email" note="Email confirmation arrives with accounts." />;
}
