import { validate } from 'dockerfile-utils';

/**
 * dockerfile-utils in the browser. Its parser (dockerfile-ast) looks for a byte-order mark with
 * Node's `Buffer.from(char, 'UTF-8')`; the browser has no Buffer, so one that does just that exists
 * for the length of this synchronous call and nowhere else.
 */
export function lintDockerfile(dockerfile: string): string[] {
  const scope = globalThis as { Buffer?: unknown };
  const shimmed = scope.Buffer === undefined;
  if (shimmed) scope.Buffer = { from: (text: string) => new TextEncoder().encode(text) };
  try {
    return validate(dockerfile).map((d) => `Line ${d.range.start.line + 1}: ${d.message}`);
  } finally {
    if (shimmed) delete scope.Buffer;
  }
}
