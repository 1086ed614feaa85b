/**
 * Shown under the header while the browser is offline or the server cannot be reached. Part of the
 * first load: offline is exactly when a chunk cannot be fetched.
 */
export function OfflineNotice() {
  return (
    <div role="status" className="border-b border-warning/40 bg-warning/10">
      <p className="mx-auto flex max-w-7xl items-start gap-2 px-4 py-2 text-sm text-fg sm:items-center sm:px-6">
        <span>
          <strong className="font-semibold">You are offline.</strong> Tools that run in your browser keep working. Signing in, your
          account, AI features and the website builder need a connection; what you type is kept.
        </span>
      </p>
    </div>
  );
}
