// POSIX `path` for the worker bundles whose libraries call it on file names (typescript-estree's
// getScriptKind, createParseSettings). Only the functions they use.
export const sep = '/';
export const delimiter = ':';

export function normalize(p: string): string {
  const absolute = p.startsWith('/');
  const parts: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (part !== '..' || !absolute) parts.push(part);
  }
  const joined = parts.join('/');
  return absolute ? `/${joined}` : joined || '.';
}

export function isAbsolute(p: string): boolean {
  return p.startsWith('/');
}

export function join(...parts: string[]): string {
  return normalize(parts.filter(Boolean).join('/'));
}

export function resolve(...parts: string[]): string {
  let out = '';
  for (const part of parts) out = isAbsolute(part) ? part : `${out}/${part}`;
  return normalize(isAbsolute(out) ? out : `/${out}`);
}

export function dirname(p: string): string {
  const i = p.replace(/\/+$/, '').lastIndexOf('/');
  if (i < 0) return '.';
  return i === 0 ? '/' : p.slice(0, i);
}

export function basename(p: string, ext?: string): string {
  const base = p.replace(/\/+$/, '').split('/').pop() ?? '';
  return ext && base.endsWith(ext) ? base.slice(0, -ext.length) : base;
}

export function extname(p: string): string {
  const base = basename(p);
  const i = base.lastIndexOf('.');
  return i <= 0 ? '' : base.slice(i);
}

export function relative(from: string, to: string): string {
  const a = resolve(from).split('/').filter(Boolean);
  const b = resolve(to).split('/').filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}

export function toNamespacedPath(p: string): string {
  return p;
}

const path = { sep, delimiter, normalize, isAbsolute, join, resolve, dirname, basename, extname, relative, toNamespacedPath };
export const posix = path;
export default { ...path, posix };
