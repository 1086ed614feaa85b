import { NAMED_PORTS, PORT_SOURCES } from './services';

// Random ports for a new service: outside the well-known range (0–1023, needs root), away from
// ports that common services listen on, and, if asked, out of the ranges operating systems hand
// out for outgoing connections (Linux 32768–60999; IANA's dynamic range 49152–65535), where a
// server's port can be taken by a client socket.

export const LINUX_EPHEMERAL = [32768, 60999] as const;
export const IANA_DYNAMIC = [49152, 65535] as const;
export const MAX_PORTS = 1000;

export type PortOptions = { count: number; min: number; max: number; avoidNamed: boolean; avoidEphemeral: boolean };

function randomInt(limit: number): number {
  // Rejection sampling: no modulo bias.
  const buffer = new Uint32Array(1);
  const ceiling = Math.floor(0x100000000 / limit) * limit;
  for (;;) {
    crypto.getRandomValues(buffer);
    if (buffer[0]! < ceiling) return buffer[0]! % limit;
  }
}

/** The ports the options allow, as ranges (so 64,000 candidates cost nothing). */
export function allowedPorts({ min, max, avoidNamed, avoidEphemeral }: Omit<PortOptions, 'count'>): number[] {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 1024 || max > 65535 || min > max)
    throw new Error('Choose a range within 1024–65535 (ports below 1024 are well-known and need root), with the lowest first');
  const out: number[] = [];
  for (let port = min; port <= max; port++) {
    if (avoidNamed && NAMED_PORTS.has(port)) continue;
    if (avoidEphemeral && ((port >= LINUX_EPHEMERAL[0] && port <= LINUX_EPHEMERAL[1]) || port >= IANA_DYNAMIC[0])) continue;
    out.push(port);
  }
  return out;
}

/** `count` different random ports from the allowed ones, in the order drawn. */
export function randomPorts(options: PortOptions): number[] {
  const { count } = options;
  if (!Number.isInteger(count) || count < 1 || count > MAX_PORTS) throw new Error(`Choose between 1 and ${MAX_PORTS} ports`);
  const pool = allowedPorts(options);
  if (pool.length < count)
    throw new Error(
      `Only ${pool.length} port${pool.length === 1 ? '' : 's'} in that range ${pool.length === 1 ? 'is' : 'are'} free of the ones to avoid: widen the range or ask for fewer`,
    );
  // A partial Fisher–Yates shuffle: the first `count` places are a uniform sample without repeats.
  for (let i = 0; i < count; i++) {
    const j = i + randomInt(pool.length - i);
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, count);
}

/** What is known to listen on each port in `text` (numbers separated by anything). */
export function lookupPorts(text: string): string {
  const ports = text.match(/\d+/g);
  if (!ports) throw new Error('Enter port numbers, e.g. 5432 or 8080, 9090');
  return ports
    .map((p) => {
      const port = Number(p);
      if (port > 65535) return `${p}  not a port (0–65535)`;
      const named = NAMED_PORTS.get(port);
      const range = port < 1024 ? 'well-known' : port < IANA_DYNAMIC[0] ? 'registered' : 'dynamic/private';
      return named
        ? `${port}  ${named.name} (${range}; ${PORT_SOURCES[named.source]})`
        : `${port}  not in the list (${range} range)`;
    })
    .join('\n');
}
