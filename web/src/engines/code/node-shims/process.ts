// What the libraries in the ESLint worker read from Node's `process` (typescript-estree's settings,
// the stylistic rules' env checks). `browser: true` keeps TypeScript from taking the worker for Node.
const shim = {
  env: {} as Record<string, string | undefined>,
  browser: true,
  platform: 'browser',
  version: '',
  versions: {} as Record<string, string>,
  argv: [] as string[],
  cwd: () => '/',
  nextTick: (callback: (...args: unknown[]) => void, ...args: unknown[]) => queueMicrotask(() => callback(...args)),
  emitWarning: () => {},
};

type Shim = typeof shim;
const scope = globalThis as unknown as { process?: Shim };
/** The worker's `process`: the real one when there is one (Node, tests), else the shim. */
const current: Shim = scope.process ?? shim;
scope.process = current;

export default current;
export const env = current.env;
export const cwd = current.cwd;
export const nextTick = current.nextTick;
export const platform = current.platform;
