import { ChevronDown, LogOut, Settings } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@/components/Link';
import { useSession } from '@/services/session';

// The dropdown (Radix) is a separate chunk: it is only needed once someone is signed in,
// and keeping it out of the first load keeps the home page under its JS budget.
const AccountDropdown = lazy(() => import('./AccountDropdown'));

/** What the header shows for the signed-in user: the part of the address before the @. */
export function accountLabel(email: string): string {
  return email.split('@')[0] || email;
}

/** The trigger's look, also shown (inert) for the instant the dropdown's chunk takes to load. */
export function AccountTriggerFace({ email }: { email: string }) {
  const label = accountLabel(email);
  return (
    <>
      <span aria-hidden className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-primary/15 text-xs font-semibold uppercase text-primary">
        {label.slice(0, 1)}
      </span>
      <span className="max-w-[9rem] truncate">{label}</span>
      <ChevronDown className="h-4 w-4 shrink-0 text-muted" aria-hidden />
    </>
  );
}

export const accountTriggerClasses =
  'inline-flex h-9 items-center gap-2 rounded-lg border border-border bg-surface pl-1 pr-2 text-sm font-medium text-fg hover:bg-surface-2';

/** Desktop header: a dropdown with Account & Billing and Sign Out. */
export function AccountMenu() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense
      fallback={
        <span className={accountTriggerClasses} title={user.email}>
          <AccountTriggerFace email={user.email} />
        </span>
      }
    >
      <AccountDropdown email={user.email} />
    </Suspense>
  );
}

/** Signs out on the server, then goes home (spec platform.md §2). */
export function useSignOutAndGoHome() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    await signOut();
    navigate('/', { replace: true });
  };
}

// The same rows as the mobile menu's page links.
const mobileRowClasses = 'flex w-full items-center gap-2 rounded-lg px-3 py-2.5 text-left text-base font-medium text-fg hover:bg-surface-2';

/** The mobile menu's mirror of the dropdown. */
export function MobileAccountLinks() {
  const { user } = useSession();
  const signOutAndGoHome = useSignOutAndGoHome();
  if (!user) return null;
  return (
    <>
      <p className="truncate px-3 text-sm text-muted" title={user.email}>
        Signed in as <span className="font-medium text-fg">{accountLabel(user.email)}</span>
      </p>
      <Link to="/account" className={mobileRowClasses}>
        <Settings className="h-4 w-4 text-muted" aria-hidden />
        Account &amp; Billing
      </Link>
      <button type="button" onClick={signOutAndGoHome} className={mobileRowClasses}>
        <LogOut className="h-4 w-4 text-muted" aria-hidden />
        Sign Out
      </button>
    </>
  );
}
