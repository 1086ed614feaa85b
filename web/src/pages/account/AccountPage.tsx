import { Placeholder } from '@/pages/Placeholder';

export default function AccountPage() {
  return <Placeholder title="Account & Billing" note="Account settings, API keys and AI usage arrive with accounts." />;
}
