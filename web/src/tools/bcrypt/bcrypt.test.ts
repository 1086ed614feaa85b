// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { hashPassword, parseBcryptHash, verifyPassword } from './bcrypt';
import { bcryptHash, bcryptParse, bcryptVerify } from './operations';

// The outside oracle: Debian's Python bcrypt (the OpenBSD C code) checks our hashes, and makes
// hashes we check. Passwords travel as JSON on stdin, never on a command line.

const PY = `
import bcrypt, json, sys
req = json.load(sys.stdin)
if req["op"] == "check":
    print(json.dumps([bcrypt.checkpw(p.encode(), h.encode()) for p, h in req["pairs"]]))
else:
    print(json.dumps([bcrypt.hashpw(p.encode(), bcrypt.gensalt(req["cost"], prefix=req["prefix"].encode())).decode() for p in req["passwords"]]))
`;
function python<T>(request: Record<string, unknown>): T {
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', PY], { input: JSON.stringify(request) }).toString()) as T;
}

const passwords = [
  'correct horse battery staple',
  'p',
  'Pässwörd-🔑-日本語',
  ' spaces  around ',
  'x'.repeat(72),
  'y'.repeat(100),
];

describe('bcrypt against Python bcrypt', () => {
  it('Python accepts our hashes for the right password and refuses a wrong one', async () => {
    const hashes: string[] = [];
    for (const [i, password] of passwords.entries()) hashes.push(await hashPassword({ password, cost: i === 0 ? 10 : 4 }));
    expect(hashes[0]).toMatch(/^\$2b\$10\$/);
    expect(python<boolean[]>({ op: 'check', pairs: passwords.map((p, i) => [p, hashes[i]]) })).toEqual(passwords.map(() => true));
    expect(python<boolean[]>({ op: 'check', pairs: passwords.map((p, i) => [`${p}!`, hashes[i]]) })).toEqual(
      // Past 72 bytes a character more changes nothing: bcrypt reads only the first 72 bytes.
      passwords.map((p) => new TextEncoder().encode(p).length >= 72),
    );
  });

  it.each(['2b', '2a'])('we check Python’s $%s$ hashes, and refuse a wrong password', async (prefix) => {
    const hashes = python<string[]>({ op: 'hash', cost: 5, prefix, passwords });
    for (const [i, password] of passwords.entries()) {
      expect(hashes[i]!.startsWith(`$${prefix}$05$`)).toBe(true);
      expect(await verifyPassword({ password, hash: hashes[i]! })).toBe(true);
      expect(await verifyPassword({ password: `!${password}`, hash: hashes[i]! })).toBe(false);
    }
  });

  it('$2y$ (PHP) is the same algorithm: both sides accept it', async () => {
    const [hash] = python<string[]>({ op: 'hash', cost: 4, prefix: '2b', passwords: ['php'] });
    const php = hash!.replace(/^\$2b\$/, '$2y$');
    expect(await verifyPassword({ password: 'php', hash: php })).toBe(true);
    const ours = (await hashPassword({ password: 'php', cost: 4 })).replace(/^\$2b\$/, '$2y$');
    expect(python<boolean[]>({ op: 'check', pairs: [['php', ours]] })).toEqual([true]);
  });

  it('the operations: hash, verify and parts', async () => {
    const hashed = (await runOperation(bcryptHash, tag('text', 'op'), { options: { cost: 4 } })).value as string;
    expect(python<boolean[]>({ op: 'check', pairs: [['op', hashed]] })).toEqual([true]);
    expect((await runOperation(bcryptVerify, tag('text', hashed), { options: { password: 'op' } })).value).toBe('Match');
    expect((await runOperation(bcryptVerify, tag('text', hashed), { options: { password: 'nope' } })).value).toBe('No match');
    const parts = (await runOperation(bcryptParse, tag('text', hashed))).value as { cost: number; salt: string; hash: string };
    expect(parts.cost).toBe(4);
    expect(`$2b$04$${parts.salt}${parts.hash}`).toBe(hashed);
  });

  it('reports progress while hashing', async () => {
    const seen: number[] = [];
    await hashPassword({ password: 'progress', cost: 12, progress: (f) => seen.push(f) });
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBeLessThanOrEqual(1);
  });
});

describe('bcrypt messages', () => {
  it('explains hashes it cannot read', () => {
    expect(() => parseBcryptHash('')).toThrow('Paste a bcrypt hash');
    expect(() => parseBcryptHash('$2b$04$90khAjo3gyS0YKW4MuHrhuZcw5k7oD6AFwl97QdBb4evti')).toThrow(
      'this one has 53. Was it cut off',
    );
    expect(() => parseBcryptHash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA')).toThrow('another kind of password hash');
    expect(() => parseBcryptHash('hello')).toThrow('starts with $2a$, $2b$ or $2y$');
    expect(() => parseBcryptHash('$2b$03$90khAjo3gyS0YKW4MuHrhuZcw5k7oD6AFwl97QdBb4evtiPzl9rm2')).toThrow(
      'bcrypt allows 4 to 31',
    );
    expect(() => parseBcryptHash('$2b$04$90khAjo3gyS0YKW4MuHrhuZcw5k7oD6AFwl97QdBb4evtiPzl9r!2')).toThrow(
      'not a well-formed bcrypt hash',
    );
  });

  it('refuses a cost outside 4–15 and the buggy $2x$ variant', async () => {
    await expect(hashPassword({ password: 'x', cost: 16 })).rejects.toThrow('from 4 to 15');
    await expect(
      verifyPassword({ password: 'x', hash: '$2x$04$90khAjo3gyS0YKW4MuHrhuZcw5k7oD6AFwl97QdBb4evtiPzl9rm2' }),
    ).rejects.toThrow('buggy');
  });
});
