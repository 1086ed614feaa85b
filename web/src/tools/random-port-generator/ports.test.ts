// @vitest-environment node
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allowedPorts, randomPorts } from './ports';
import { NAMED_PORTS } from './services';

// The oracle for the list: this machine's own /etc/services (Debian netbase). The generator is
// checked on what it promises: range, no repeats, none of the ports to avoid.

describe('the named ports', () => {
  it('holds every port /etc/services names, under its first name', () => {
    if (!fs.existsSync('/etc/services')) return;
    for (const line of fs.readFileSync('/etc/services', 'utf8').split('\n')) {
      const m = /^([\w.+-]+)\s+(\d+)\//.exec(line);
      if (!m) continue;
      expect(NAMED_PORTS.has(Number(m[2])), line).toBe(true);
    }
    expect(NAMED_PORTS.get(5432)?.name).toBe('postgresql');
    expect(NAMED_PORTS.get(22)?.name).toBe('ssh');
    expect(NAMED_PORTS.get(5173)?.source).toBe('common');
  });
});

describe('randomPorts', () => {
  it('draws distinct ports in range, avoiding named and ephemeral ones', () => {
    for (let round = 0; round < 20; round++) {
      const ports = randomPorts({ count: 200, min: 1024, max: 65535, avoidNamed: true, avoidEphemeral: true });
      expect(new Set(ports).size).toBe(200);
      for (const port of ports) {
        expect(port).toBeGreaterThanOrEqual(1024);
        expect(port).toBeLessThan(32768);
        expect(NAMED_PORTS.has(port), String(port)).toBe(false);
      }
    }
  });

  it('reaches every allowed port (3,000 draws from 92: missing one has odds below 1e-12)', () => {
    const pool = allowedPorts({ min: 8000, max: 8099, avoidNamed: true, avoidEphemeral: true });
    expect(pool).not.toContain(8080);
    expect(pool).not.toContain(8000);
    const seen = new Set<number>();
    for (let i = 0; i < 3000; i++)
      seen.add(randomPorts({ count: 1, min: 8000, max: 8099, avoidNamed: true, avoidEphemeral: true })[0]!);
    expect(seen.size).toBe(pool.length);
    expect(randomPorts({ count: pool.length, min: 8000, max: 8099, avoidNamed: true, avoidEphemeral: true }).sort()).toEqual(
      [...pool].sort(),
    );
  });

  it('keeps the ephemeral ranges when asked, and explains impossible requests', () => {
    const ports = randomPorts({ count: 50, min: 50000, max: 65535, avoidNamed: false, avoidEphemeral: false });
    for (const port of ports) expect(port).toBeGreaterThanOrEqual(50000);
    expect(() => randomPorts({ count: 5, min: 50000, max: 65535, avoidNamed: true, avoidEphemeral: true })).toThrow(
      'Only 0 ports in that range are free',
    );
    expect(() => randomPorts({ count: 1, min: 80, max: 9000, avoidNamed: true, avoidEphemeral: true })).toThrow(
      'within 1024–65535',
    );
    expect(() => randomPorts({ count: 1, min: 9000, max: 8000, avoidNamed: true, avoidEphemeral: true })).toThrow('lowest first');
  });
});
