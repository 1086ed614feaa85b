import { z } from 'zod';

// The API contract of the HTTP relay (POST /api/relay, server/src/relay/): the HTTP and GraphQL
// clients send a request through it when the browser may not (CORS, forbidden headers, Set-Cookie).

export const RELAY_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
export type RelayMethod = (typeof RELAY_METHODS)[number];

/** Largest request body the relay forwards (decoded bytes). */
export const RELAY_MAX_REQUEST_BODY = 1024 * 1024;
/** The relay reads at most this much of a response (decoded); the rest is cut off and flagged. */
export const RELAY_MAX_RESPONSE_BODY = 10 * 1024 * 1024;
/** Redirects followed (each target checked again) before giving up. */
export const RELAY_MAX_REDIRECTS = 5;
export const RELAY_MAX_HEADERS = 100;
export const RELAY_MAX_URL = 8192;
/** The relay's answer is a frame of this type: see RelayResponseMeta. */
export const RELAY_FRAME_TYPE = 'application/x-devforge-relay';

// RFC 9110 token characters for names; values may not carry line breaks or NUL (header injection).
const headerName = z
  .string()
  .regex(/^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,256}$/, "Header names may only contain letters, digits and !#$%&'*+.^_`|~-");
const headerValue = z
  .string()
  .max(16_384, 'A header value is longer than 16 KB')
  .refine((v) => !/[\r\n\0]/.test(v), 'Header values may not contain line breaks');

const base64 = /^[A-Za-z0-9+/]*={0,2}$/;

export const relayRequestSchema = z.object({
  method: z.enum(RELAY_METHODS, { error: `Method must be one of ${RELAY_METHODS.join(', ')}` }),
  url: z
    .string({ error: 'URL is required' })
    .trim()
    .min(1, 'URL is required')
    .max(RELAY_MAX_URL, `The URL is longer than ${RELAY_MAX_URL} characters`)
    .refine((v) => /^https?:\/\//i.test(v) && URL.canParse(v), 'Only http:// and https:// URLs can be relayed'),
  headers: z
    .array(z.tuple([headerName, headerValue]))
    .max(RELAY_MAX_HEADERS, `At most ${RELAY_MAX_HEADERS} headers`)
    .default([]),
  /** Text is sent as UTF-8; base64 carries bytes (multipart with files, binary). */
  body: z
    .union([
      z.object({ text: z.string() }).strict(),
      z.object({ base64: z.string().regex(base64, 'The body is not valid base64') }).strict(),
    ])
    .optional(),
  /** Follow redirects (as fetch does by default), each hop checked again; false shows the 3xx itself. */
  followRedirects: z.boolean().default(true),
});
export type RelayRequest = z.input<typeof relayRequestSchema>;
export type RelayRequestParsed = z.output<typeof relayRequestSchema>;

/**
 * What the relay answers when it reached the target: status 200 with a frame of RELAY_FRAME_TYPE,
 * this object as one line of JSON, a line feed, then the response body's bytes (decompressed).
 * Refusals and failures before a response are ordinary API errors ({ error: { code, message } }).
 */
export type RelayResponseMeta = {
  status: number;
  statusText: string;
  /** As received, in order, repeated names kept (Set-Cookie); hop-by-hop headers dropped. */
  headers: [string, string][];
  /** The URL that answered, after redirects. */
  url: string;
  redirects: { status: number; url: string }[];
  /** The address the relay connected to (the one it checked). */
  remoteAddress: string;
  /** From sending the first request to the last byte read. */
  durationMs: number;
  bodyBytes: number;
  /** True when the body was longer than RELAY_MAX_RESPONSE_BODY and was cut off there. */
  truncated: boolean;
};

/** Error codes of POST /api/relay, beyond the common ones (invalid_input, unauthorized, rate_limited). */
export type RelayErrorCode = 'target_refused' | 'target_unreachable' | 'target_timeout' | 'too_many_redirects' | 'body_too_large';

/** Splits a relay frame into its meta line and body bytes. */
export function parseRelayFrame(frame: ArrayBuffer): { meta: RelayResponseMeta; body: Uint8Array } {
  const bytes = new Uint8Array(frame);
  const end = bytes.indexOf(0x0a);
  if (end === -1) throw new Error('The relay answered with a damaged frame');
  const meta = JSON.parse(new TextDecoder().decode(bytes.subarray(0, end))) as RelayResponseMeta;
  return { meta, body: bytes.subarray(end + 1) };
}
