// @vitest-environment node
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMode, parseLs, parseModeText, toLs, toOctal, toSymbolic, umaskDefaults } from './mode';

// The oracle: GNU chmod on real files and directories in a temp folder, read back with
// `stat -c '%a %A'` (octal and ls-style), under an explicit umask.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'chmod-oracle-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

let batch = 0;

/** Runs every case in one shell: start mode, then `chmod <mode>`, then stat. */
function realChmod(cases: { start: number; mode: string; directory: boolean; umask: number }[]): { octal: number; ls: string }[] {
  batch++;
  const script = cases
    .map(({ start, mode, directory, umask }, i) => {
      const target = path.join(dir, `b${batch}-t${i}`);
      const make = directory ? `mkdir '${target}'` : `: > '${target}'`;
      return `${make}; chmod ${start.toString(8).padStart(5, '0')} '${target}'; (umask ${umask.toString(8)}; chmod -- '${mode}' '${target}') 2>/dev/null; stat -c '%a %A' '${target}'`;
    })
    .join('\n');
  return execFileSync('sh', ['-c', script], { encoding: 'utf8' })
    .trim()
    .split('\n')
    .map((line) => {
      const [octal, ls] = line.split(' ');
      return { octal: parseInt(octal!, 8), ls: ls! };
    });
}

function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 48271) % 2147483647;
    return state % n;
  };
}

describe('applyMode against GNU chmod', () => {
  const next = random(42);
  const clause = () => {
    const who = ['', 'u', 'g', 'o', 'a', 'ug', 'go', 'uo'][next(8)];
    const op = ['+', '-', '='][next(3)];
    const perms =
      next(6) === 0
        ? ['u', 'g', 'o'][next(3)]
        : ['', 'r', 'w', 'x', 'X', 's', 't', 'rw', 'rx', 'wx', 'rwx', 'rwxs', 'xt', 'Xs'][next(14)];
    return `${who}${op}${perms}`;
  };
  const cases = Array.from({ length: 400 }, (_, i) => ({
    start: next(0o10000),
    mode:
      i % 10 === 0
        ? next(0o10000)
            .toString(8)
            .padStart(i % 20 === 0 ? 5 : 3, '0')
        : Array.from({ length: 1 + next(3) }, clause).join(','),
    directory: i % 3 === 0,
    umask: [0o022, 0o077, 0o002, 0o000, 0o027][next(5)]!,
  }));
  const results = realChmod(cases);

  it('gives the mode chmod gives, for 400 random modes, clauses, umasks, files and directories', () => {
    const wrong = cases
      .map((c, i) => ({
        ...c,
        want: results[i]!.octal,
        got: applyMode(c.start, c.mode, { umask: c.umask, directory: c.directory }),
      }))
      .filter((r) => r.want !== r.got)
      .map(
        (r) =>
          `${r.directory ? 'dir' : 'file'} ${toOctal(r.start)} umask ${r.umask.toString(8)} chmod ${r.mode}: chmod ${toOctal(r.want)}, ours ${toOctal(r.got)}`,
      );
    expect(wrong.slice(0, 10)).toEqual([]);
  });

  it('writes ls -l strings as stat %A does', () => {
    cases.forEach((c, i) => expect(toLs(results[i]!.octal, c.directory ? 'd' : '-')).toBe(results[i]!.ls));
    cases.forEach((_c, i) => expect(parseLs(results[i]!.ls)).toBe(results[i]!.octal));
  });

  it('writes symbolic modes that chmod reads back to the same mode', () => {
    const modes = Array.from({ length: 60 }, () => next(0o10000));
    const back = realChmod(modes.map((m) => ({ start: 0, mode: toSymbolic(m), directory: false, umask: 0o022 })));
    modes.forEach((m, i) => expect(back[i]!.octal, toSymbolic(m)).toBe(m));
  });
});

describe('parsing and umask', () => {
  it('reads any notation', () => {
    expect(parseModeText('755')).toBe(0o755);
    expect(parseModeText('chmod 4755 /usr/bin/x')).toBe(0o4755);
    expect(parseModeText('u=rwx,g=rx,o=')).toBe(0o750);
    expect(parseModeText('-rwsr-xr-T')).toBe(0o5754);
    expect(parseModeText('a+rX')).toBe(0o444);
    expect(() => parseModeText('u=rwq')).toThrow('is not a chmod mode clause');
    expect(() => parseModeText('77777')).toThrow('too large');
  });

  it('gives the modes new files and directories get under a umask', () => {
    const out = execFileSync('sh', ['-c', `cd '${dir}' && umask 027 && : > nf && mkdir nd && stat -c '%a' nf nd`], {
      encoding: 'utf8',
    })
      .trim()
      .split('\n');
    const { file, directory } = umaskDefaults(0o027);
    expect([file.toString(8), directory.toString(8)]).toEqual(out);
  });
});
