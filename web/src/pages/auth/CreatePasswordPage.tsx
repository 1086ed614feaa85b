import { Placeholder } from '@/pages/Placeholder';

export default function CreatePasswordPage() {
  return <Placeholder title="Create your password" note="Password creation arrives with accounts." />;
}
