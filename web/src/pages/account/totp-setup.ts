// Pure helpers for the two-factor set-up panel.

/** The base32 secret inside an otpauth:// URI, for people who type it into their app instead of scanning. */
export function secretFromTotpUri({ uri }: { uri: string }): string {
  const secret = URL.canParse(uri) ? new URL(uri).searchParams.get('secret') : null;
  if (!secret) throw new Error('The set-up link from the server has no secret');
  return secret;
}

/** Groups of four, as authenticator apps show them: easier to read out and type. */
export function groupSecret({ secret, size = 4 }: { secret: string; size?: number }): string {
  return secret.match(new RegExp(`.{1,${size}}`, 'g'))?.join(' ') ?? secret;
}

/** The text file offered for download with the backup codes. */
export function backupCodesFile({ codes, email, createdAt = new Date() }: { codes: string[]; email: string; createdAt?: Date }): string {
  return [
    'DevForge backup codes',
    `Account: ${email}`,
    `Created: ${createdAt.toISOString().slice(0, 10)}`,
    '',
    'Each code signs you in once if you lose your authenticator app.',
    'Keep them somewhere safe, such as a password manager.',
    '',
    ...codes,
    '',
  ].join('\n');
}
