import { Placeholder } from '@/pages/Placeholder';

export default function LoginPage() {
  return <Placeholder title="Welcome back" note="Sign-in arrives with accounts." />;
}
