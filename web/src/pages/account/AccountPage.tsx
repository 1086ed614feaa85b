import { useSession } from '@/services/session';
import { AiAccountSections } from './AiAccountSections';
import { ApiTokensSection } from './ApiTokensSection';
import { ProfileSection } from './ProfileSection';
import { TwoFactorSection } from './TwoFactorSection';

/** /account: Account & Billing (spec platform.md §2). Only signed-in users get here (RequireAuth). */
export default function AccountPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold tracking-tight">Account &amp; Billing</h1>
        <p className="mt-1 text-muted">Your profile, plan and sign-in security.</p>
      </header>
      <ProfileSection user={user} />
      <TwoFactorSection user={user} />
      <AiAccountSections user={user} />
      <ApiTokensSection />
    </div>
  );
}
