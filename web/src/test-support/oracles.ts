import { execFileSync } from 'node:child_process';

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
