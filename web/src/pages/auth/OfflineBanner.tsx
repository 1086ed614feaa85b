import { WifiOff } from 'lucide-react';

/** Shown above a form while the browser is offline; the form's submit is disabled meanwhile. */
export function OfflineBanner() {
  return (
    <div role="status" className="mb-4 flex items-center gap-2 rounded-lg border border-warning/40 bg-warning/10 px-3 py-2 text-sm font-medium text-warning">
      <WifiOff className="h-4 w-4 shrink-0" aria-hidden />
      No internet connection
    </div>
  );
}
