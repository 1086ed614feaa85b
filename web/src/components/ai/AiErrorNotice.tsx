import { KeyRound } from 'lucide-react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Link } from '@/components/Link';
import type { AiErrorView } from './ai-errors';

const linkClass = 'font-medium text-primary underline-offset-2 hover:underline';

/**
 * A refusal or failure, worded as the spec says (tools.md §5, §8), with what the user can do:
 * Configure API Key on any message about an API key, Account Settings and the upgrade panel when
 * the day's free requests are used up, Sign in again when the session ended.
 */
export function AiErrorNotice({ error, onConfigureKey, className }: { error: AiErrorView; onConfigureKey?: () => void; className?: string }) {
  const actions = (error.offersKeyEntry && onConfigureKey) || error.limitReached || error.signedOut;
  return (
    <Alert tone="error" title={error.title} className={className}>
      <p>{error.message}</p>
      {actions && (
        <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2">
          {error.offersKeyEntry && onConfigureKey && (
            <Button variant="outline" size="sm" onClick={onConfigureKey}>
              <KeyRound className="h-4 w-4" aria-hidden />
              Configure API Key
            </Button>
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
