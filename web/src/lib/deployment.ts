// Which deployment this page belongs to, and whether the server now runs a newer one. The build
// stamps its id on <html data-build> (build/plugins/build-stamp.ts) and the server sends the id of the build it
// serves on every API answer (X-DevForge-Build). A page older than its server asks the user to
// reload (update/UpdatePrompt.tsx) instead of going on against an API it was not built for. Kept
// tiny and dependency-free: the session check, in the first load, calls it.

export const NEW_VERSION_EVENT = 'devforge:new-version';
const BUILD_HEADER = 'x-devforge-build';

let newVersionSeen = false;

/** This page's build id ('' in development and unit tests, where no check is made). */
export function pageBuild(): string {
  return typeof document === 'undefined' ? '' : (document.documentElement.dataset.build ?? '');
}

/**
 * Build ids start with the build time (see build/plugins/build-stamp.ts), so they sort by age: only a server
 * newer than the page means "reload". An older one (a rolling deployment not finished yet) is left alone.
 */
export function isNewerBuild(server: string, page: string): boolean {
  return Boolean(server && page && server > page);
}

/** Reads the server's build id off an API answer and announces a newer deployment once. */
export function noteServerBuild(response: Response): void {
  if (newVersionSeen || !isNewerBuild(response.headers.get(BUILD_HEADER) ?? '', pageBuild())) return;
  announceNewVersion();
}

/** Also used when a chunk of this build is gone from the server, or the service worker has a new version. */
export function announceNewVersion(): void {
  newVersionSeen = true;
  window.dispatchEvent(new Event(NEW_VERSION_EVENT));
}

export function newVersionAnnounced(): boolean {
  return newVersionSeen;
}
