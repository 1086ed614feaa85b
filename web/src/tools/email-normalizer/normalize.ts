// Email addresses to the one form a provider delivers to, so duplicates can be found. The rules,
// with their sources:
// - Domains are case-insensitive (RFC 5321 §2.4); so, in practice, are the local parts of every
//   big provider (lower-casing them is an option, on by default).
// - Gmail ignores dots in the user name and delivers user+anything to user ("Gmail doesn't
//   recognize dots as characters within usernames", Google's Gmail Help "Dots don't matter in
//   Gmail addresses"; "+" aliases in "Create task-specific email addresses"); googlemail.com is
//   the same mailbox as gmail.com.
// - Outlook.com, Hotmail, Live and MSN deliver user+tag to user (Microsoft Support, "Plus
//   addressing in Exchange Online" / Outlook.com); dots count.
// - Yahoo's disposable addresses are base-keyword@yahoo.com ("Create and use disposable email
//   addresses in Yahoo Mail"): the part after the first hyphen is the keyword.
// - iCloud (icloud.com, me.com, mac.com), Proton (proton.me, protonmail.com, pm.me), Fastmail and
//   Yandex accept +tags (their help pages on plus addressing / subaddressing).

export type Provider = { name: string; domains: string[]; canonical?: string; plus?: boolean; dots?: boolean; hyphen?: boolean };

export const providers: Provider[] = [
  { name: 'Gmail', domains: ['gmail.com', 'googlemail.com'], canonical: 'gmail.com', plus: true, dots: true },
  {
    name: 'Outlook',
    domains: ['outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'outlook.fr', 'hotmail.co.uk', 'hotmail.fr', 'live.co.uk'],
    plus: true,
  },
  { name: 'Yahoo', domains: ['yahoo.com', 'yahoo.co.uk', 'yahoo.fr', 'yahoo.de', 'ymail.com', 'rocketmail.com'], hyphen: true },
  { name: 'iCloud', domains: ['icloud.com', 'me.com', 'mac.com'], plus: true },
  { name: 'Proton', domains: ['proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me'], plus: true },
  { name: 'Fastmail', domains: ['fastmail.com', 'fastmail.fm'], plus: true },
  { name: 'Yandex', domains: ['yandex.ru', 'yandex.com', 'ya.ru'], plus: true },
];

const byDomain = new Map(providers.flatMap((p) => p.domains.map((d) => [d, p] as const)));

export type NormalizeOptions = { lowercaseLocal?: boolean; providerRules?: boolean; stripAllPlusTags?: boolean };

// Deliberately plain: local@domain, no spaces, a dot in the domain (quoted local parts are refused).
const ADDRESS = /^([^\s@"()<>,;:\\[\]]+)@((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9])$/i;

/** One address → its normal form; the name in "Name <address>" is dropped. */
export function normalizeEmail(
  text: string,
  { lowercaseLocal = true, providerRules = true, stripAllPlusTags = false }: NormalizeOptions = {},
): string {
  const angle = /<([^<>]+)>\s*$/.exec(text);
  const address = (angle ? angle[1]! : text).trim().replace(/^mailto:/i, '');
  const m = ADDRESS.exec(address);
  if (!m) throw new Error(`"${text.trim()}" is not an email address`);
  let local = m[1]!;
  let domain = m[2]!.toLowerCase();
  if (lowercaseLocal) local = local.toLowerCase();
  const provider = providerRules ? byDomain.get(domain) : undefined;
  if (provider?.plus || stripAllPlusTags) local = local.replace(/\+.*$/, '');
  if (provider?.hyphen) local = local.replace(/-.*$/, '');
  if (provider?.dots) local = local.replace(/\./g, '');
  if (provider?.canonical) domain = provider.canonical;
  if (local === '') throw new Error(`"${text.trim()}" has nothing before the tag`);
  return `${local}@${domain}`;
}

/** A list (one a line, or separated by commas or semicolons) → normal forms, duplicates dropped if asked. */
export function normalizeEmails(
  text: string,
  { unique = true, ...options }: NormalizeOptions & { unique?: boolean } = {},
): string {
  const items = text
    .split(/[\r\n,;]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error('Enter email addresses, one a line');
  const out: string[] = [];
  const seen = new Set<string>();
  items.forEach((item, i) => {
    let normal: string;
    try {
      normal = normalizeEmail(item, options);
    } catch (err) {
      throw new Error(items.length > 1 ? `Item ${i + 1}: ${(err as Error).message}` : (err as Error).message, { cause: err });
    }
    if (unique && seen.has(normal)) return;
    seen.add(normal);
    out.push(normal);
  });
  return out.join('\n');
}
