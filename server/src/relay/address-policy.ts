import net from 'node:net';

// Which addresses and ports the relay may connect to. The relay runs inside our network, so a
// request it makes must only reach what anybody on the internet could reach anyway: public
// unicast addresses, on the web's ports.

type Rule = { address: string; prefix: number; family: 'ipv4' | 'ipv6'; reason: string };

const METADATA = 'a cloud metadata address';
const PRIVATE = 'a private address';
const RESERVED = 'a reserved address';
const DOCUMENTATION = 'a documentation address (not routable)';
/** The reason the test-only setting lifts (RELAY_ALLOW_LOOPBACK_FOR_TESTS_ONLY). */
export const LOOPBACK = 'a loopback address';

// First match wins: the specific metadata endpoints come before the ranges that hold them.
const rules: Rule[] = [
  // Instance metadata services: AWS/GCP/Azure/OpenStack (and ECS task metadata), Azure's WireServer,
  // Alibaba, Oracle, AWS over IPv6. Most also fall in a refused range; named so the reason is plain.
  { address: '169.254.169.254', prefix: 32, family: 'ipv4', reason: METADATA },
  { address: '169.254.170.2', prefix: 32, family: 'ipv4', reason: METADATA },
  { address: '168.63.129.16', prefix: 32, family: 'ipv4', reason: METADATA },
  { address: '100.100.100.200', prefix: 32, family: 'ipv4', reason: METADATA },
  { address: '192.0.0.192', prefix: 32, family: 'ipv4', reason: METADATA },
  { address: 'fd00:ec2::254', prefix: 128, family: 'ipv6', reason: METADATA },

  // IPv6 forms that stand for an IPv4 address are refused outright: they are how filters get
  // bypassed, and no public service needs to be named that way.
  { address: '::ffff:0:0', prefix: 96, family: 'ipv6', reason: 'an IPv4-mapped IPv6 address' },
  { address: '::', prefix: 128, family: 'ipv6', reason: 'the unspecified address' },
  { address: '::1', prefix: 128, family: 'ipv6', reason: LOOPBACK },
  { address: '::', prefix: 96, family: 'ipv6', reason: 'an IPv4-compatible IPv6 address (deprecated)' },

  { address: '0.0.0.0', prefix: 8, family: 'ipv4', reason: 'an unspecified ("this network") address' },
  { address: '127.0.0.0', prefix: 8, family: 'ipv4', reason: LOOPBACK },
  { address: '10.0.0.0', prefix: 8, family: 'ipv4', reason: PRIVATE },
  { address: '172.16.0.0', prefix: 12, family: 'ipv4', reason: PRIVATE },
  { address: '192.168.0.0', prefix: 16, family: 'ipv4', reason: PRIVATE },
  { address: '169.254.0.0', prefix: 16, family: 'ipv4', reason: 'a link-local address' },
  { address: '100.64.0.0', prefix: 10, family: 'ipv4', reason: 'a carrier-grade NAT (shared) address' },
  { address: '224.0.0.0', prefix: 4, family: 'ipv4', reason: 'a multicast address' },
  { address: '255.255.255.255', prefix: 32, family: 'ipv4', reason: 'the broadcast address' },
  { address: '240.0.0.0', prefix: 4, family: 'ipv4', reason: RESERVED },
  { address: '192.0.0.0', prefix: 24, family: 'ipv4', reason: RESERVED },
  { address: '192.88.99.0', prefix: 24, family: 'ipv4', reason: RESERVED },
  { address: '198.18.0.0', prefix: 15, family: 'ipv4', reason: 'a benchmarking address (not routable)' },
  { address: '192.0.2.0', prefix: 24, family: 'ipv4', reason: DOCUMENTATION },
  { address: '198.51.100.0', prefix: 24, family: 'ipv4', reason: DOCUMENTATION },
  { address: '203.0.113.0', prefix: 24, family: 'ipv4', reason: DOCUMENTATION },

  { address: '64:ff9b:1::', prefix: 48, family: 'ipv6', reason: PRIVATE },
  { address: '100::', prefix: 64, family: 'ipv6', reason: RESERVED },
  { address: '2001:db8::', prefix: 32, family: 'ipv6', reason: DOCUMENTATION },
  // IETF protocol assignments, Teredo (2001::/32) among them.
  { address: '2001::', prefix: 23, family: 'ipv6', reason: RESERVED },
  { address: 'fc00::', prefix: 7, family: 'ipv6', reason: `${PRIVATE} (unique local)` },
  { address: 'fe80::', prefix: 10, family: 'ipv6', reason: 'a link-local address' },
  { address: 'fec0::', prefix: 10, family: 'ipv6', reason: `${PRIVATE} (site-local)` },
  { address: 'ff00::', prefix: 8, family: 'ipv6', reason: 'a multicast address' },
];

const lists = rules.map((rule) => {
  const list = new net.BlockList();
  list.addSubnet(rule.address, rule.prefix, rule.family);
  return { list, rule };
});

const globalUnicast = new net.BlockList();
globalUnicast.addSubnet('2000::', 3, 'ipv6');
const nat64 = new net.BlockList();
nat64.addSubnet('64:ff9b::', 96, 'ipv6');
const sixToFour = new net.BlockList();
sixToFour.addSubnet('2002::', 16, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (which must be valid). */
function hextets(address: string): number[] {
  let text = address;
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted[1]!.split('.').map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...fill, ...right].map((h) => parseInt(h, 16));
}

function ipv4From(high: number, low: number): string {
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

export type AddressVerdict = { allowed: true } | { allowed: false; reason: string };

/**
 * Whether the relay may connect to `address` (an IP literal), and if not, why. Only public unicast
 * addresses pass; IPv6 that embeds an IPv4 address (NAT64, 6to4) is judged by that IPv4 address.
 */
export function checkAddress(address: string, { allowLoopback = false } = {}): AddressVerdict {
  const family = net.isIP(address);
  if (family === 0) return { allowed: false, reason: 'not an IP address' };
  const type = family === 4 ? 'ipv4' : 'ipv6';
  for (const { list, rule } of lists) {
    // BlockList compares across families (v4 against ::ffff:0:0/96): keep each rule to its own.
    if (rule.family !== type) continue;
    if (!list.check(address, type)) continue;
    if (rule.reason === LOOPBACK && allowLoopback) return { allowed: true };
    return { allowed: false, reason: rule.reason };
  }
  if (type === 'ipv6') {
    if (nat64.check(address, 'ipv6') || sixToFour.check(address, 'ipv6')) {
      const groups = hextets(address);
      const embedded = nat64.check(address, 'ipv6') ? ipv4From(groups[6]!, groups[7]!) : ipv4From(groups[1]!, groups[2]!);
      const inner = checkAddress(embedded, { allowLoopback: false });
      return inner.allowed ? inner : { allowed: false, reason: `an IPv6 address that embeds ${embedded}, ${inner.reason}` };
    }
    if (!globalUnicast.check(address, 'ipv6')) return { allowed: false, reason: RESERVED };
  }
  return { allowed: true };
}

/**
 * Ports on which internal services listen that must never receive our requests, even on a public
 * address: the fetch standard's "bad ports" from 1024 up (the same ones browsers refuse), plus
 * datastores, message brokers and cluster control planes an HTTP request could be smuggled into.
 */
export const BLOCKED_PORTS: ReadonlyMap<number, string> = new Map([
  [1433, 'Microsoft SQL Server'],
  [1521, 'Oracle Database'],
  [1719, 'H.323'],
  [1720, 'H.323'],
  [1723, 'PPTP'],
  [2049, 'NFS'],
  [2181, 'ZooKeeper'],
  [2375, 'Docker API'],
  [2376, 'Docker API'],
  [2379, 'etcd'],
  [2380, 'etcd'],
  [3306, 'MySQL'],
  [3389, 'Remote Desktop'],
  [3659, 'Apple SASL'],
  [4045, 'NFS lock daemon'],
  [4369, 'Erlang port mapper'],
  [5060, 'SIP'],
  [5061, 'SIP'],
  [5432, 'PostgreSQL'],
  [5672, 'AMQP'],
  [5900, 'VNC'],
  [5984, 'CouchDB'],
  [6000, 'X11'],
  [6379, 'Redis'],
  [6443, 'Kubernetes API'],
  [6566, 'SANE'],
  [6665, 'IRC'],
  [6666, 'IRC'],
  [6667, 'IRC'],
  [6668, 'IRC'],
  [6669, 'IRC'],
  [6697, 'IRC'],
  [8500, 'Consul'],
  [9092, 'Kafka'],
  [9200, 'Elasticsearch'],
  [9300, 'Elasticsearch'],
  [10080, 'Amanda'],
  [10250, 'Kubernetes kubelet'],
  [10255, 'Kubernetes kubelet'],
  [11211, 'Memcached'],
  [27017, 'MongoDB'],
]);

/** Whether the relay may connect to `port`: 80, 443, or 1024–65535 minus BLOCKED_PORTS. */
export function checkPort(port: number): AddressVerdict {
  if (port === 80 || port === 443) return { allowed: true };
  if (port < 1024) return { allowed: false, reason: `port ${port} is below 1024 (only 80 and 443 are allowed there)` };
  const service = BLOCKED_PORTS.get(port);
  if (service) return { allowed: false, reason: `port ${port} is an internal service port (${service})` };
  return { allowed: true };
}
