// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../../package.json';
import { encodeShareFragment } from '../../web/src/lib/tool-state/share-codec';
import { loadOperationCatalogue } from '../../server/src/ops/discover';
import { buildCli } from './build-cli';

// The built CLI (one file, plain node) run as a child process, its answers checked against the
// Debian tools that do the same job (base64, sha256sum…), its exit codes and messages.

type Run = { status: number; stdout: Buffer; stderr: string };

describe('devforge, the command line (built bundle)', () => {
  let bundle: string;
  let dir: string;
  const devforge = (args: string[], input?: Buffer | string): Run => {
    const result = spawnSync(process.execPath, [bundle, ...args], {
      input: input ?? '',
      env: { ...process.env, DEVFORGE_CACHE_DIR: path.join(dir, 'cache') },
    });
    return { status: result.status ?? -1, stdout: result.stdout, stderr: result.stderr.toString() };
  };
  const oracle = (command: string, args: string[], input: Buffer | string) => execFileSync(command, args, { input });
  /** Random printable UTF-8 text (ASCII, accents, CJK, emoji, newlines). */
  const randomText = (length: number) => {
    const pool = ['a', 'Z', '0', ' ', '\n', 'é', 'ß', '世', '界', '✓', '🚀', '"', "'", '\\', '+', '/', '='];
    return Array.from(randomBytes(length), (b) => pool[b % pool.length]).join('');
  };
  let operations: { id: string; input: string; output: string; tool: string }[];

  beforeAll(() => {
    ({ bundle, dir } = buildCli());
    const listed = devforge(['list', '--json']);
    expect(listed.status).toBe(0);
    operations = JSON.parse(listed.stdout.toString());
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('is one file that plain node runs', () => {
    expect(fs.readdirSync(dir).filter((f) => f !== 'cache')).toEqual(['devforge.mjs']);
    expect(fs.readFileSync(bundle, 'utf8').startsWith('#!/usr/bin/env node\n')).toBe(true);
    expect(fs.statSync(bundle).mode & 0o111).not.toBe(0);
  });

  it('echo hello | devforge base64-encode gives what base64(1) gives', () => {
    const run = devforge(['base64-encode'], 'hello\n');
    expect(run).toMatchObject({ status: 0, stderr: '' });
    expect(run.stdout.toString()).toBe(oracle('base64', ['-w0'], 'hello\n').toString());
  });

  it('encodes and decodes random text byte for byte like base64(1)', () => {
    for (let i = 0; i < 5; i++) {
      const text = randomText(1 + i * 300);
      const encoded = devforge(['base64-encode'], text);
      expect(encoded.status).toBe(0);
      expect(encoded.stdout.toString()).toBe(oracle('base64', ['-w0'], text).toString());
      const decoded = devforge(['base64-decode'], encoded.stdout);
      expect(decoded.status).toBe(0);
      expect(decoded.stdout.equals(oracle('base64', ['-d'], encoded.stdout))).toBe(true);
    }
  });

  it('decodes random binary like base64 -d when base64-decode gives bytes, and says so when it gives text', () => {
    const bytes = randomBytes(4096);
    const encoded = oracle('base64', ['-w0'], bytes);
    const decode = operations.find((o) => o.id === 'base64-decode')!;
    const run = devforge(['base64-decode'], encoded);
    if (decode.output === 'bytes') {
      expect(run.status).toBe(0);
      expect(run.stdout.equals(oracle('base64', ['-d'], encoded))).toBe(true);
    } else {
      // Random bytes are not UTF-8 text: refused with the operation's message, exit 1.
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(/^devforge base64-decode: /);
    }
  });

  it('hashes random binary like md5sum, sha1sum, sha256sum, sha384sum, sha512sum and openssl (SHA-3)', () => {
    const oracles: Record<string, [string, string[]]> = {
      md5: ['md5sum', []],
      sha1: ['sha1sum', []],
      sha256: ['sha256sum', []],
      sha384: ['sha384sum', []],
      sha512: ['sha512sum', []],
      'sha3-256': ['openssl', ['dgst', '-sha3-256', '-r']],
      'sha3-512': ['openssl', ['dgst', '-sha3-512', '-r']],
    };
    const file = path.join(dir, 'random.bin');
    const input = randomBytes(100_000);
    fs.writeFileSync(file, input);
    for (const [algorithm, [command, args]] of Object.entries(oracles)) {
      const expected = oracle(command, args, input).toString().split(' ')[0];
      const piped = devforge(['hash', '--algorithm', algorithm], input);
      expect(piped.status, piped.stderr).toBe(0);
      expect(piped.stdout.toString(), algorithm).toBe(expected);
      expect(devforge(['hash', `--algorithm=${algorithm}`, '--input', file]).stdout.toString(), algorithm).toBe(expected);
    }
    const base64 = devforge(['hash', '--encoding', 'base64'], input).stdout.toString();
    expect(base64).toBe(oracle('openssl', ['dgst', '-sha256', '-binary'], input).toString('base64'));
  });

  it("computes an HMAC like openssl, and name-based UUIDs like Python's uuid module", () => {
    const input = randomBytes(5_000);
    const hmac = devforge(['hmac', '--key', 'k3y ✓', '--algorithm', 'sha512'], input);
    expect(hmac.status, hmac.stderr).toBe(0);
    expect(hmac.stdout.toString()).toBe(
      oracle('openssl', ['dgst', '-sha512', '-hmac', 'k3y ✓', '-r'], input).toString().split(' ')[0],
    );
    const name = 'devforge.example.com/ünïcode';
    const python = (version: 3 | 5) =>
      oracle(
        '/usr/bin/python3',
        ['-c', `import sys, uuid; print(uuid.uuid${version}(uuid.NAMESPACE_URL, sys.stdin.read()), end="")`],
        name,
      ).toString();
    const namespace = ['--namespace', '6ba7b811-9dad-11d1-80b4-00c04fd430c8'];
    expect(devforge(['uuid-v5', ...namespace], name).stdout.toString()).toBe(python(5));
    expect(devforge(['uuid-v3', ...namespace], name).stdout.toString()).toBe(python(3));
  });

  it("formats JSON like Python's json module and generates without input", () => {
    const document = { b: [1, 2.5, 'x', null, true], a: { é: '世界', nested: { z: [], y: {} } } };
    const input = JSON.stringify(document);
    const python = (indent: number, sort: boolean) =>
      oracle(
        '/usr/bin/python3',
        [
          '-c',
          `import json, sys; print(json.dumps(json.load(sys.stdin), indent=${indent}, ensure_ascii=False, sort_keys=${sort ? 'True' : 'False'}), end="")`,
        ],
        input,
      ).toString();
    expect(devforge(['json-format', '--indent', '4'], input).stdout.toString().trimEnd()).toBe(python(4, false));
    expect(devforge(['json-format', '--sort-keys'], input).stdout.toString().trimEnd()).toBe(python(2, true));
    const bad = devforge(['json-format'], '{"a": 1,}');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toMatch(/^devforge json-format: .*line 1/);

    const uuids = devforge(['uuid-v4', '--count', '5']);
    expect(uuids.status, uuids.stderr).toBe(0);
    const lines = uuids.stdout.toString().trim().split('\n');
    expect(lines).toHaveLength(5);
    for (const line of lines) {
      const parsed = oracle(
        '/usr/bin/python3',
        ['-c', 'import sys, uuid; u = uuid.UUID(sys.stdin.read().strip()); print(u.version, u.variant)'],
        line,
      ).toString();
      expect(parsed).toBe('4 specified in RFC 4122\n');
    }
    expect(devforge(['uuid-v4', '--input', 'x.txt'])).toMatchObject({
      status: 2,
      stderr: 'devforge uuid-v4: uuid-v4 takes no input\n',
    });
  });

  it('takes options as flags, --no-flags, flag=value and --options JSON', () => {
    const input = '>>>???';
    const standard = oracle('base64', ['-w0'], input).toString();
    const urlSafe = standard.replace(/\+/g, '-').replace(/\//g, '_');
    expect(devforge(['base64-encode', '--url-safe'], input).stdout.toString()).toBe(urlSafe);
    expect(devforge(['base64-encode', '--urlSafe'], input).stdout.toString()).toBe(urlSafe);
    expect(devforge(['base64-encode', '--url-safe', '--remove-padding'], input).stdout.toString()).toBe(
      urlSafe.replace(/=+$/, ''),
    );
    expect(devforge(['base64-encode', '--url-safe=false'], input).stdout.toString()).toBe(standard);
    expect(devforge(['base64-encode', '--options', '{"urlSafe":true}', '--no-url-safe'], input).stdout.toString()).toBe(standard);
    expect(devforge(['base64-encode', '--options={"urlSafe":true}'], input).stdout.toString()).toBe(urlSafe);
  });

  it('reads --input FILE, and refuses bytes that are not text for a text operation with exit 1', () => {
    const file = path.join(dir, 'input.txt');
    fs.writeFileSync(file, 'from a file ✓');
    expect(devforge(['base64-encode', '--input', file]).stdout.toString()).toBe(
      oracle('base64', ['-w0'], 'from a file ✓').toString(),
    );
    expect(devforge(['base64-encode', `--input=${file}`]).stdout.toString()).toBe(
      oracle('base64', ['-w0'], 'from a file ✓').toString(),
    );
    const binary = devforge(['base64-encode'], Buffer.from([0xff, 0xfe, 0x00, 0x80]));
    expect(binary).toMatchObject({ status: 1, stderr: 'devforge base64-encode: The bytes are not valid UTF-8 text\n' });
  });

  it('answers bad input with exit 1 and bad usage with exit 2, messages on standard error', () => {
    const bad = devforge(['base64-decode'], '@@@');
    expect(bad.status).toBe(1);
    expect(bad.stdout.length).toBe(0);
    expect(bad.stderr).toBe('devforge base64-decode: Error decoding Base64 - input may not be valid Base64\n');

    const cases: [string[], RegExp][] = [
      [[], /^devforge: DevForge's operations on the command line/],
      [['base64-encod'], /^devforge base64-encod: there is no operation "base64-encod"\. Did you mean base64-encode/],
      [['base64-encode', '--wrap', '76'], /no option --wrap; its options are --url-safe, --remove-padding/],
      [['base64-encode', '--url-safe=maybe'], /URL-safe alphabet \(- and _\): "maybe" is not true or false/],
      [['base64-encode', '--options', '{nope'], /--options must be a JSON object/],
      [['base64-encode', 'stray'], /Unexpected argument "stray"/],
      [['base64-encode', '--input'], /--input needs a value/],
      [['base64-encode', '--input', path.join(dir, 'missing.txt')], /cannot read .*missing\.txt: no such file/],
      [['list', '--yaml'], /devforge list takes only --json/],
      [['--frobnicate'], /Unknown option --frobnicate/],
      [['recipe'], /needs a recipe file/],
    ];
    for (const [args, message] of cases) {
      const run = devforge(args, 'x');
      expect(run.status, args.join(' ')).toBe(2);
      expect(run.stderr, args.join(' ')).toMatch(message);
      expect(run.stdout.length, args.join(' ')).toBe(0);
    }
  });

  it('lists every operation of every tool and explains one from its schema', async () => {
    const list = devforge(['list']);
    expect(list.status).toBe(0);
    expect(list.stdout.toString()).toMatch(
      /^base64-encode +text → text +Encode text \(as UTF-8\) to Base64, standard or URL-safe\.$/m,
    );
    expect(operations.map((o) => o.id)).toEqual([...operations.map((o) => o.id)].sort());
    // Every operation of every tool folder on disk (as the server finds them) is in the bundle.
    const onDisk = (await loadOperationCatalogue()).list.filter(({ operation }) => operation.needs !== 'dom');
    expect(operations.map((o) => `${o.tool}/${o.id}`).sort()).toEqual(
      onDisk.map(({ toolId, operation }) => `${toolId}/${operation.id}`).sort(),
    );
    expect(new Set(operations.map((o) => o.tool)).size).toBeGreaterThanOrEqual(15);
    expect(operations).toContainEqual(
      expect.objectContaining({ id: 'base64-encode', tool: 'base64-encoder', input: 'text', output: 'text' }),
    );

    const help = devforge(['help', 'base64-encode']);
    expect(help.status).toBe(0);
    const text = help.stdout.toString();
    expect(text).toContain('--url-safe        URL-safe alphabet (- and _) (true/false; default false)');
    expect(text).toContain('--remove-padding  Remove padding (=) (true/false; default false)');
    expect(text).toContain("$ printf '%s' 'Hello, 世界' | devforge base64-encode\n  SGVsbG8sIOS4lueVjA==");
    expect(devforge(['base64-encode', '--help']).stdout.toString()).toBe(text);
    expect(devforge(['--version']).stdout.toString()).toBe(`devforge ${version}\n`);
    expect(devforge(['--help']).status).toBe(0);
  });

  it('runs a recipe file: enabled steps in order, the same as base64(1) twice', () => {
    const file = path.join(dir, 'recipe.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        name: 'double',
        steps: [
          { op: 'base64-encode' },
          { op: 'base64-decode', enabled: false },
          { op: 'base64-encode', options: { urlSafe: true }, v: 1 },
        ],
      }),
    );
    const input = randomText(500);
    const twice = oracle('base64', ['-w0'], oracle('base64', ['-w0'], input))
      .toString()
      .replace(/\+/g, '-')
      .replace(/\//g, '_');
    const run = devforge(['recipe', file], input);
    expect(run.stderr).toBe('');
    expect(run.stdout.toString()).toBe(twice);
  });

  it('runs a generic tool share link as a one-step recipe, with the link input unless one is given', async () => {
    const { fragment } = await encodeShareFragment({
      t: 'base64-encoder',
      s: {
        mode: 'base64-encode',
        input: 'from the link ✓',
        options: { 'base64-encode': { $v: 1, urlSafe: true, removePadding: true } },
      },
    });
    const link = `http://localhost:8787/tools/base64-encoder#${fragment}`;
    const fromLink = oracle('base64', ['-w0'], 'from the link ✓')
      .toString()
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(devforge(['recipe', link]).stdout.toString()).toBe(fromLink);
    expect(devforge(['recipe', link], 'piped').stdout.toString()).toBe(
      oracle('base64', ['-w0'], 'piped').toString().replace(/=+$/, ''),
    );
    const decodeLink = await encodeShareFragment({ t: 'base64-encoder', s: { mode: 'base64-decode' } });
    expect(devforge(['recipe', `#${decodeLink.fragment}`], 'aGk=').stdout.toString()).toBe('hi');
  });

  it('refuses a bad recipe before running (exit 2) and stops at the step that fails (exit 1)', () => {
    const write = (name: string, value: unknown) => {
      const file = path.join(dir, name);
      fs.writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
      return file;
    };
    const cases: [string, RegExp][] = [
      [
        write('unknown.json', { steps: [{ op: 'base64-encode' }, { op: 'rot13-pro' }] }),
        /Step 2: there is no operation "rot13-pro"/,
      ],
      [
        write('options.json', { steps: [{ op: 'base64-encode', options: { urlSafe: 'yes' } }] }),
        /Step 1 \(base64-encode\): URL-safe alphabet/,
      ],
      [write('newer.json', { steps: [{ op: 'base64-encode', v: 9 }] }), /comes? from a newer version of DevForge/],
      [write('shape.json', { recipe: 'nope' }), /A recipe is a JSON object with "steps"/],
      [write('text.json', 'not json'), /is not JSON/],
      [
        write('loop.json', {
          recipes: [
            { name: 'a', steps: [{ recipe: 'b' }] },
            { name: 'b', steps: [{ recipe: 'a' }] },
          ],
        }),
        /This file holds 2 recipes: choose one with --name \(a, b\)/,
      ],
      ['http://localhost/tools/base64-encoder#s=1.b.!!!', /This link is damaged/],
    ];
    for (const [source, message] of cases) {
      const run = devforge(['recipe', source], 'x');
      expect(run.status, source).toBe(2);
      expect(run.stderr, source).toMatch(message);
    }
    const loop = devforge(['recipe', path.join(dir, 'loop.json'), '--name', 'a'], 'x');
    expect(loop).toMatchObject({ status: 2 });
    expect(loop.stderr).toMatch(/the recipe "a" contains itself/);

    const failing = write('failing.json', { steps: [{ op: 'base64-encode' }, { op: 'base64-decode' }, { op: 'base64-decode' }] });
    const run = devforge(['recipe', failing], 'hello');
    expect(run.status).toBe(1);
    expect(run.stderr).toBe('devforge recipe: Step 3 (base64-decode): Error decoding Base64 - input may not be valid Base64\n');
  });

  it('runs sub-recipes of an export file', () => {
    const file = path.join(dir, 'export.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        recipes: [
          { id: 'r1', name: 'encode twice', steps: [{ op: 'base64-encode' }, { op: 'base64-encode' }] },
          { name: 'outer', steps: [{ recipe: 'r1' }, { steps: [{ op: 'base64-decode' }] }] },
        ],
      }),
    );
    const run = devforge(['recipe', file, '--name', 'outer'], 'sub');
    expect(run.stderr).toBe('');
    expect(run.stdout.toString()).toBe(oracle('base64', ['-w0'], 'sub').toString());
  });
});
