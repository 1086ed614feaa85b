// The few `util` helpers the ESLint worker's libraries call.
export function inspect(value: unknown): string {
  try {
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return String(value);
  }
}

export function format(template: unknown, ...args: unknown[]): string {
  let i = 0;
  const text = String(template).replace(/%[sdifjoO%]/g, (token) =>
    token === '%%' ? '%' : i < args.length ? inspect(args[i++]) : token,
  );
  return [text, ...args.slice(i).map(inspect)].join(' ');
}

export function deprecate<T>(fn: T): T {
  return fn;
}

export function debuglog(): (...args: unknown[]) => void {
  return () => {};
}

export function inherits(child: { prototype: object }, parent: { prototype: object }): void {
  Object.setPrototypeOf(child.prototype, parent.prototype);
}

export const types = { isRegExp: (v: unknown) => v instanceof RegExp, isDate: (v: unknown) => v instanceof Date };
export const TextEncoder = globalThis.TextEncoder;
export const TextDecoder = globalThis.TextDecoder;

export default { inspect, format, deprecate, debuglog, inherits, types, TextEncoder, TextDecoder };
