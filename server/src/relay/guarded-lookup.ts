import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import net from 'node:net';
import { HttpError } from '../http/errors';
import { checkAddress } from './address-policy';

/** Resolves a host name to all its addresses (dns.lookup by default; tests pass their own). */
export type ResolveHost = (hostname: string) => Promise<{ address: string; family: number }[]>;

export const systemResolve: ResolveHost = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

export type CheckedTarget = {
  /** The host as the URL names it (brackets removed): what TLS and the Host header use. */
  hostname: string;
  /** Every address it resolved to, each one checked: the only ones the socket may connect to. */
  addresses: { address: string; family: number }[];
  /** Hands the checked addresses to http.request, so the socket never does a second lookup. */
  lookup: LookupFunction;
};

/**
 * Resolves `hostname` once and checks every address it gave. One refused address refuses the
 * host: an attacker's DNS could otherwise answer with a public and a private address and let the
 * connection pick. The returned `lookup` answers with exactly these addresses, which closes DNS
 * rebinding (a second lookup that answers differently).
 */
export async function resolveChecked(
  hostname: string,
  { resolve, allowLoopback }: { resolve: ResolveHost; allowLoopback: boolean },
): Promise<CheckedTarget> {
  let addresses: { address: string; family: number }[];
  if (net.isIP(hostname)) {
    addresses = [{ address: hostname, family: net.isIP(hostname) }];
  } else {
    try {
      addresses = await resolve(hostname);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why = code === 'ENOTFOUND' || code === 'ENODATA' ? 'no such host' : (code ?? 'lookup failed');
      throw new HttpError(502, 'target_unreachable', `Could not resolve ${hostname} (${why}).`);
    }
    if (addresses.length === 0) throw new HttpError(502, 'target_unreachable', `Could not resolve ${hostname} (no addresses).`);
  }
  for (const { address } of addresses) {
    const verdict = checkAddress(address, { allowLoopback });
    if (!verdict.allowed) {
      const what = address === hostname ? `${address} is` : `${hostname} resolves to ${address},`;
      throw new HttpError(
        403,
        'target_refused',
        `Refused: ${what} ${verdict.reason}. The relay only reaches public internet addresses.`,
      );
    }
  }
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) {
      callback(null, addresses);
    } else {
      const first = addresses.find((a) => !options.family || a.family === options.family) ?? addresses[0]!;
      callback(null, first.address, first.family);
    }
  };
  return { hostname, addresses, lookup };
}
