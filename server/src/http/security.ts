// The Content-Security-Policy for the SPA: our own scripts only, nothing inline.
// Inline styles stay allowed because components set style attributes (widths, colours).
export const contentSecurityPolicy = {
  defaultSrc: ["'self'"],
  // 'wasm-unsafe-eval' lets WebAssembly compile (hash-wasm and other WASM engines); it does not allow JS eval.
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Recordings made in the page (camera recorder) play back from blob: URLs.
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  frameSrc: ["'self'", 'blob:', 'data:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
  upgradeInsecureRequests: null,
};

// Web Workers whose source is named `*.eval.worker.ts` compile user input to functions (Ajv JSON Schema
// validation needs new Function). A dedicated worker runs under the CSP of its own script response, so
// only these scripts get 'unsafe-eval', never the page; with no connect-src they cannot send data anywhere.
// The .br/.gz siblings count too: the precompressed file is what is actually sent.
export const evalWorkerScript = /\.eval\.worker-[\w-]+\.js(?:\.br|\.gz)?$/;
export const evalWorkerCsp = "default-src 'none'; script-src 'self' 'unsafe-eval'";

// Web Workers whose source is named `*.net.worker.ts` send the API clients' requests straight to the
// sites the user names (web/src/engines/http-transport). The page's connect-src stays 'self'; only
// these scripts, under their own policy, may connect to any http(s) URL, and they cannot run eval.
export const netWorkerScript = /\.net\.worker-[\w-]+\.js(?:\.br|\.gz)?$/;
export const netWorkerCsp = "default-src 'none'; script-src 'self'; connect-src 'self' http: https:";
