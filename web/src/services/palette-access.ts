/**
 * Who may open the command palette: signed-in users anywhere. Until accounts land nobody is signed
 * in, so it is also allowed on the /tools pages. This is the one place to change that rule.
 */
export function canUseCommandPalette({ signedIn, pathname }: { signedIn: boolean; pathname: string }): boolean {
  return signedIn || pathname === '/tools' || pathname.startsWith('/tools/');
}

/** Event the launcher listens for, so a button anywhere can open the palette without importing it. */
export const OPEN_PALETTE_EVENT = 'devforge:open-command-palette';

export function openCommandPalette(): void {
  window.dispatchEvent(new Event(OPEN_PALETTE_EVENT));
}

/** "⌘K" on Apple keyboards, "Ctrl K" elsewhere. */
export function paletteShortcutLabel(
  platform = typeof navigator === 'undefined' ? '' : navigator.platform || navigator.userAgent,
): string {
  return /Mac|iPhone|iPad/i.test(platform) ? '⌘K' : 'Ctrl K';
}
