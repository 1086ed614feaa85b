import { useSession } from './session';

// The signed-in dropdown arrives with accounts; these render the signed-in state's entry points.
export function AccountMenu() {
  const { user } = useSession();
  return <span className="text-sm text-muted">{user?.email.split('@')[0]}</span>;
}

export function MobileAccountLinks() {
  return null;
}
