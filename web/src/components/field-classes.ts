/**
 * The UI kit's input look (Field.tsx) without width, padding, text size, colours and
 * background: cn() joins classes without resolving conflicts, so each use adds its own.
 */
export const fieldLook =
  'rounded-lg border placeholder:text-muted/70 focus:border-ring focus:outline-none focus:ring-2 focus:ring-ring/30 disabled:opacity-60';
