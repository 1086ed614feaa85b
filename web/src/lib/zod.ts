// What `zod` resolves to in the browser build (build/paths.ts aliases it here): zod itself, told not
// to compile validators with `new Function`. The CSP forbids eval, and zod's own probe for it was
// reported by Chrome as a CSP violation on every page that validated something (Lighthouse's best
// practices: 96 on /login). The server keeps zod's compiled validators.
import { config } from 'zod/v4';

config({ jitless: true });

export * from 'zod/v4';
