import { WifiOff } from 'lucide-react';

/**
 * Shown under the header while the browser is offline or the server cannot be reached. Loaded only
 * then (Layout), from the service worker's cache.
 */
export default function OfflineNotice() {
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/10">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm text-fg sm:items-center sm:px-6">
        <WifiOff className="mt-0.5 h-4 w-4 shrink-0 text-warning sm:mt-0" aria-hidden />
        <span>
          <strong className="font-semibold">You are offline.</strong> Tools that run in your browser keep working. Signing in, your
          account, AI features and the website builder need a connection; what you type is kept.
        </span>
      </p>
    </div>
  );
}
