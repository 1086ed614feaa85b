import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { LogOut, Settings } from 'lucide-react';
import { Link } from '@/components/Link';
import { AccountTriggerFace, accountTriggerClasses, useSignOutAndGoHome } from './AccountMenu';

const itemClasses =
  'flex cursor-pointer select-none items-center gap-2 rounded-md px-2.5 py-2 text-sm text-fg outline-none data-[highlighted]:bg-surface-2';

/** The signed-in dropdown (loaded on demand by AccountMenu). Keyboard: Enter/Space/arrows open it, Escape closes. */
export default function AccountDropdown({ email }: { email: string }) {
  const signOutAndGoHome = useSignOutAndGoHome();
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={accountTriggerClasses} title={email}>
        <AccountTriggerFace email={email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 min-w-56 rounded-xl border border-border bg-surface p-1.5 shadow-lg"
        >
          <DropdownMenu.Label className="px-2.5 pb-2 pt-1.5 text-xs text-muted">
            Signed in as
            <span className="block truncate text-sm font-medium text-fg">{email}</span>
          </DropdownMenu.Label>
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item asChild className={itemClasses}>
            <Link to="/account">
              <Settings className="h-4 w-4 text-muted" aria-hidden />
              Account &amp; Billing
            </Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClasses} onSelect={() => void signOutAndGoHome()}>
            <LogOut className="h-4 w-4 text-muted" aria-hidden />
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
