const BULLETS = '••••••••';

/**
 * A key as the page shows it before it is revealed: a short prefix (which often names the kind
 * of key, e.g. "sk-p") and the last four characters. The middle is always eight bullets, so the
 * length is not given away; short keys show nothing of themselves.
 */
export function maskApiKey({ apiKey }: { apiKey: string }): string {
  if (apiKey.length < 12) return BULLETS;
  const prefixLength = Math.min(4, Math.floor(apiKey.length / 6));
  return `${apiKey.slice(0, prefixLength)}${BULLETS}${apiKey.slice(-4)}`;
}
