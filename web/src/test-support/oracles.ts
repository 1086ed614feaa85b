import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';

// Outside oracles for unit tests (HELPER-GUIDE: never the code's own output). Debian's Python is
// /usr/bin/python3: the pyenv python3 on PATH lacks python3-yaml, jsonpatch, jmespath, commonmark.
// Test files that use these start with `// @vitest-environment node`.

export const DEBIAN_PYTHON = '/usr/bin/python3';

/** Runs a Python script with `input` on stdin and returns its stdout (UTF-8). Throws with stderr when it fails. */
export function python(script: string, input: string | Uint8Array = ''): string {
  return execFileSync(DEBIAN_PYTHON, ['-c', script], {
    input,
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, PYTHONIOENCODING: 'utf-8' },
  }).toString('utf8');
}

/** Runs a Python script that prints JSON, and parses it. */
export function pythonJson<T = unknown>(script: string, input: string | Uint8Array = ''): T {
  return JSON.parse(python(script, input)) as T;
}

/** Runs a CLI with `input` on stdin and returns its stdout as bytes. */
export function cliBytes(command: string, args: readonly string[], input: string | Uint8Array = ''): Buffer {
  return execFileSync(command, args, { input, maxBuffer: 256 * 1024 * 1024 });
}

/** Runs a CLI with `input` on stdin and returns its stdout as UTF-8 text. */
export function cli(command: string, args: readonly string[], input: string | Uint8Array = ''): string {
  return cliBytes(command, args, input).toString('utf8');
}

/**
 * A temporary folder where openssl makes a test PKI (removed after the file's tests), with the
 * steps the certificate tests share. `key` is 'rsa:2048'-style or an EC curve name ('P-256').
 */
export function opensslWorkdir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  const at = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) =>
    execFileSync('openssl', args, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
  const newKey = (key: string) =>
    key.startsWith('rsa:') ? ['-newkey', key] : ['-newkey', 'ec', '-pkeyopt', `ec_paramgen_curve:${key}`];
  return {
    dir,
    at,
    openssl,
    /** `<name>.key` and a certificate signing request `<name>.csr` for `subject`. */
    request: (name: string, key: string, subject: string, ...extra: string[]) =>
      openssl(
        'req',
        '-new',
        ...newKey(key),
        '-nodes',
        '-keyout',
        `${name}.key`,
        '-out',
        `${name}.csr`,
        '-subj',
        subject,
        ...extra,
      ),
    /** `<name>.pem`: `<name>.csr` signed by the CA `<ca>.pem`/`<ca>.key` with `extensions` (an extfile's text). */
    issue: (name: string, ca: string, days: number, extensions: string, ...extra: string[]) => {
      fs.writeFileSync(at(`${name}.ext`), extensions);
      openssl(
        'x509',
        '-req',
        '-in',
        `${name}.csr`,
        '-CA',
        `${ca}.pem`,
        '-CAkey',
        `${ca}.key`,
        '-CAcreateserial',
        '-out',
        `${name}.pem`,
        '-days',
        String(days),
        '-extfile',
        `${name}.ext`,
        ...extra,
      );
    },
  };
}
