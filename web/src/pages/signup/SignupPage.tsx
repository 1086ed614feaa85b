import { Placeholder } from '@/pages/Placeholder';

export default function SignupPage() {
  return <Placeholder title="Create your account" note="Sign-up arrives with accounts." />;
}
