import { KeyRound } from 'lucide-react';
import { Link } from '@/components/Link';
import type { AiErrorView } from '@/components/ai';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

/**
 * The commit generator's red error box (spec tools.md §2): the message, and when it says "API key
 * required" the "Add Your API Key" link to /account (with inline key entry beside it); the daily
 * limit links to Account Settings and the upgrade panel, as on every AI screen.
 */
export function CommitErrorBox({ error, onConfigureKey }: { error: AiErrorView; onConfigureKey: () => void }) {
  const keyRequired = /API key required/i.test(error.message);
  const actions = keyRequired || error.limitReached || error.signedOut;
  return (
    <Alert tone="error">
      <p>{error.message}</p>
      {actions && (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {keyRequired && (
            <>
              <Link to="/account" className={linkClass}>
                Add Your API Key
              </Link>
              <Button variant="outline" size="sm" onClick={onConfigureKey}>
                <KeyRound className="h-4 w-4" aria-hidden />
                Enter a key here
              </Button>
            </>
          )}
          {error.limitReached && (
            <>
              <Link to="/account#ai-usage" className={linkClass}>
                Account Settings
              </Link>
              <Link to="/account#plan" className={linkClass}>
                Upgrade to Pro
              </Link>
            </>
          )}
          {error.signedOut && (
            <Link to="/login" className={linkClass}>
              Sign in again
            </Link>
          )}
        </div>
      )}
    </Alert>
  );
}
