// File permission modes: octal ↔ symbolic ↔ ls -l, and chmod's own rules for applying a mode
// string to an existing mode (GNU coreutils' gnulib modechange.c: umask for clauses without a
// "who", X, copying u/g/o, and the set-ID bits of directories kept unless named).

export const S_ISUID = 0o4000;
export const S_ISGID = 0o2000;
export const S_ISVTX = 0o1000;
const S_IRWXU = 0o700;
const S_IRWXG = 0o070;
const S_IRWXO = 0o007;
const ALL_R = 0o444;
const ALL_W = 0o222;
const ALL_X = 0o111;
export const MODE_BITS = 0o7777;

export type Who = 'u' | 'g' | 'o';
export type Perm = 'r' | 'w' | 'x';

export const permBit: Record<Who, Record<Perm, number>> = {
  u: { r: 0o400, w: 0o200, x: 0o100 },
  g: { r: 0o040, w: 0o020, x: 0o010 },
  o: { r: 0o004, w: 0o002, x: 0o001 },
};

/** Four octal digits, the special bits first: 0755, 4755. */
export function toOctal(mode: number): string {
  return (mode & MODE_BITS).toString(8).padStart(4, '0');
}

/** The shortest octal chmod takes for it: 755, 4755. */
export function toShortOctal(mode: number): string {
  return (mode & MODE_BITS).toString(8).padStart(3, '0');
}

/** As ls -l writes it: rwxr-sr-t (s/S, t/T for the special bits with or without x); with `type`, the leading - or d. */
export function toLs(mode: number, type?: '-' | 'd'): string {
  const triple = (who: Who, special: number, mark: string) => {
    const bits = permBit[who];
    const x = mode & bits.x;
    const s = mode & special;
    return `${mode & bits.r ? 'r' : '-'}${mode & bits.w ? 'w' : '-'}${s ? (x ? mark : mark.toUpperCase()) : x ? 'x' : '-'}`;
  };
  return `${type ?? ''}${triple('u', S_ISUID, 's')}${triple('g', S_ISGID, 's')}${triple('o', S_ISVTX, 't')}`;
}

/** The absolute symbolic form chmod accepts: u=rwx,g=rx,o=r (s and t where set). */
export function toSymbolic(mode: number): string {
  const part = (who: Who, special: number, mark: string) => {
    const bits = permBit[who];
    return `${who}=${mode & bits.r ? 'r' : ''}${mode & bits.w ? 'w' : ''}${mode & bits.x ? 'x' : ''}${mode & special ? mark : ''}`;
  };
  return [part('u', S_ISUID, 's'), part('g', S_ISGID, 's'), part('o', S_ISVTX, 't')].join(',');
}

/** A permission string as ls -l prints it (9 characters, or 10 with the file type first). */
export function parseLs(text: string): number | null {
  const m = /^[-dlcbps]?([r-])([w-])([xsS-])([r-])([w-])([xsS-])([r-])([w-])([xtT-])[.+@]?$/.exec(text.trim());
  if (!m) return null;
  const [, ur, uw, ux, gr, gw, gx, or, ow, ox] = m;
  let mode = 0;
  if (ur === 'r') mode |= 0o400;
  if (uw === 'w') mode |= 0o200;
  if (ux === 'x' || ux === 's') mode |= 0o100;
  if (ux === 's' || ux === 'S') mode |= S_ISUID;
  if (gr === 'r') mode |= 0o040;
  if (gw === 'w') mode |= 0o020;
  if (gx === 'x' || gx === 's') mode |= 0o010;
  if (gx === 's' || gx === 'S') mode |= S_ISGID;
  if (or === 'r') mode |= 0o004;
  if (ow === 'w') mode |= 0o002;
  if (ox === 'x' || ox === 't') mode |= 0o001;
  if (ox === 't' || ox === 'T') mode |= S_ISVTX;
  return mode;
}

type Change = {
  op: '+' | '-' | '=';
  affected: number;
  value: number;
  mentioned: number;
  flag: 'ordinary' | 'copy' | 'x-if-any-x';
};

const SYMBOLIC = /^[ugoa]*(?:[-+=](?:[ugo]|[rwxXst]*))+$/;

/** Compiles a mode string as chmod does: octal (1–4 digits, or 5 to clear a directory's set-ID bits) or comma-separated clauses. */
function compile(modeString: string): Change[] {
  const text = modeString.trim();
  if (/^[0-7]+$/.test(text)) {
    if (text.length > 5 || parseInt(text, 8) > MODE_BITS) throw new Error(`"${text}" is too large for a mode (at most 7777)`);
    const mode = parseInt(text, 8);
    const mentioned = text.length < 5 ? (mode & (S_ISUID | S_ISGID)) | S_ISVTX | 0o777 : MODE_BITS;
    return [{ op: '=', affected: MODE_BITS, value: mode, mentioned, flag: 'ordinary' }];
  }
  if (text === '') throw new Error('Enter a mode: 755, u=rwx,g=rx,o=rx or u+x,go-w');
  const changes: Change[] = [];
  for (const clause of text.split(',')) {
    if (!SYMBOLIC.test(clause))
      throw new Error(`"${clause}" is not a chmod mode clause (who: u g o a; then + - or =; then r w x X s t, or one of u g o)`);
    const who = /^[ugoa]*/.exec(clause)![0];
    let affected = 0;
    for (const w of who)
      affected |= w === 'u' ? S_ISUID | S_IRWXU : w === 'g' ? S_ISGID | S_IRWXG : w === 'o' ? S_ISVTX | S_IRWXO : MODE_BITS;
    for (const [, op, perms] of clause.slice(who.length).matchAll(/([-+=])([ugo]|[rwxXst]*)/g)) {
      let value = 0;
      let flag: Change['flag'] = 'ordinary';
      if (perms === 'u' || perms === 'g' || perms === 'o') {
        value = perms === 'u' ? S_IRWXU : perms === 'g' ? S_IRWXG : S_IRWXO;
        flag = 'copy';
      } else {
        for (const p of perms!) {
          if (p === 'r') value |= ALL_R;
          else if (p === 'w') value |= ALL_W;
          else if (p === 'x') value |= ALL_X;
          else if (p === 'X') flag = 'x-if-any-x';
          else if (p === 's') value |= S_ISUID | S_ISGID;
          else if (p === 't') value |= S_ISVTX;
        }
      }
      changes.push({ op: op as Change['op'], affected, value, mentioned: affected ? affected & value : value, flag });
    }
  }
  return changes;
}

/** The mode after `chmod <modeString>` on a file (or directory) whose mode was `oldMode`, under `umask`. */
export function applyMode(
  oldMode: number,
  modeString: string,
  { umask = 0o022, directory = false }: { umask?: number; directory?: boolean } = {},
): number {
  let mode = oldMode & MODE_BITS;
  for (const change of compile(modeString)) {
    const omit = (directory ? S_ISUID | S_ISGID : 0) & ~change.mentioned;
    let value = change.value;
    if (change.flag === 'copy') {
      value &= mode;
      value |= (value & ALL_R ? ALL_R : 0) | (value & ALL_W ? ALL_W : 0) | (value & ALL_X ? ALL_X : 0);
    } else if (change.flag === 'x-if-any-x' && (mode & ALL_X || directory)) value |= ALL_X;
    value &= (change.affected ? change.affected : ~umask) & ~omit;
    if (change.op === '=') {
      const preserved = (change.affected ? ~change.affected : 0) | omit;
      mode = (mode & preserved) | value;
    } else if (change.op === '+') mode |= value;
    else mode &= ~value;
  }
  return mode & MODE_BITS;
}

/** A mode written any way people write one: octal, ls -l, or symbolic (applied to nothing, no umask). */
export function parseModeText(text: string): number {
  const t = text
    .trim()
    .replace(/^(?:sudo\s+)?chmod\s+(?:-[a-zA-Z]+\s+)*/, '')
    .split(/\s+/)[0]!;
  if (t === '') throw new Error('Enter a mode: 755, u=rwx,g=rx,o=rx or -rwxr-xr-x');
  const ls = /^[0-7]+$/.test(t) ? null : parseLs(t);
  if (ls !== null) return ls;
  return applyMode(0, t, { umask: 0 });
}

/** New files and directories under `umask` (files start from 666, directories from 777). */
export function umaskDefaults(umask: number): { file: number; directory: number } {
  return { file: 0o666 & ~umask, directory: 0o777 & ~umask };
}

export function parseUmask(text: string): number {
  const t = text.trim();
  if (!/^[0-7]{1,4}$/.test(t) || parseInt(t, 8) > 0o777) throw new Error('A umask is up to three octal digits, e.g. 022 or 0077');
  return parseInt(t, 8);
}

/** The chmod command for a mode, quoted for the shell when the path needs it. */
export function chmodCommand(mode: string, path: string, recursive: boolean): string {
  const quoted = /^[\w@%+=:,./-]+$/.test(path) ? path : `'${path.replace(/'/g, `'\\''`)}'`;
  return `chmod ${recursive ? '-R ' : ''}${mode} ${quoted || 'file'}`;
}

/** Octal, symbolic, ls -l and the commands, as aligned text (the operation's output). */
export function describeMode(mode: number, path = 'file'): string {
  return [
    `Octal:     ${toOctal(mode)}`,
    `Symbolic:  ${toSymbolic(mode)}`,
    `ls -l:     ${toLs(mode, '-')}`,
    `Command:   ${chmodCommand(toShortOctal(mode), path, false)}`,
    `           ${chmodCommand(toSymbolic(mode), path, false)}`,
  ].join('\n');
}
