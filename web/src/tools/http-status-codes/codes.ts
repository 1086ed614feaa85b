// HTTP status codes: every value assigned in IANA's "Hypertext Transfer Protocol (HTTP) Status Code
// Registry" (https://www.iana.org/assignments/http-status-codes, as of 2025-06), with the
// reference IANA gives, a summary of what that document says and what to do. Names are the
// registry's (RFC 9110's: "Content Too Large", not the older "Request Entity Too Large").
// A few widely seen unregistered codes follow, marked with who uses them.

export type StatusCode = {
  code: number;
  phrase: string;
  reference: string;
  summary: string;
  advice: string;
  /** Not in the IANA registry: who sends it. */
  unofficial?: string;
  /** Registered but not to be used, or registered temporarily. */
  note?: string;
};

const c = (
  code: number,
  phrase: string,
  reference: string,
  summary: string,
  advice: string,
  extra: Partial<StatusCode> = {},
): StatusCode => ({
  code,
  phrase,
  reference,
  summary,
  advice,
  ...extra,
});

export const statusCodes: StatusCode[] = [
  c(
    100,
    'Continue',
    'RFC 9110 §15.2.1',
    'The server has the request headers and the client should send the body.',
    'Nothing: clients sending "Expect: 100-continue" wait for it before uploading a large body.',
  ),
  c(
    101,
    'Switching Protocols',
    'RFC 9110 §15.2.2',
    'The server switches to the protocol the client asked for in its Upgrade header.',
    'Expected when opening a WebSocket; the connection now speaks the new protocol.',
  ),
  c(
    102,
    'Processing',
    'RFC 2518',
    'WebDAV: the server has accepted the request and is still working on it.',
    'Wait for the final response; RFC 4918 no longer defines it, so few servers send it.',
  ),
  c(
    103,
    'Early Hints',
    'RFC 8297',
    'Headers (usually Link preload hints) sent before the final response.',
    'Let the browser preload the listed resources; the real status follows.',
  ),
  c(
    104,
    'Upload Resumption Supplied',
    'draft-ietf-httpbis-resumable-upload',
    'An interim response saying the upload can be resumed at the URL it gives if interrupted.',
    'Keep the upload URL it gives to resume an interrupted upload.',
    { note: 'Temporary registration' },
  ),
  c(200, 'OK', 'RFC 9110 §15.3.1', 'The request succeeded; the body carries the result.', 'Nothing to fix.'),
  c(
    201,
    'Created',
    'RFC 9110 §15.3.2',
    'A new resource was created; its URL is usually in the Location header.',
    'Read the Location header for the new resource.',
  ),
  c(
    202,
    'Accepted',
    'RFC 9110 §15.3.3',
    'The request was accepted for processing, which has not finished (and may still fail).',
    'Poll the status URL the response gives, or wait for a callback.',
  ),
  c(
    203,
    'Non-Authoritative Information',
    'RFC 9110 §15.3.4',
    "Success, but a transforming proxy changed the origin server's response.",
    'Ask the origin directly if the exact representation matters.',
  ),
  c(204, 'No Content', 'RFC 9110 §15.3.5', 'Success with no body (often after a PUT or DELETE).', 'Do not try to parse a body.'),
  c(
    205,
    'Reset Content',
    'RFC 9110 §15.3.6',
    'Success; the client should reset the form or view that sent the request.',
    'Clear the form.',
  ),
  c(
    206,
    'Partial Content',
    'RFC 9110 §15.3.7',
    'The body holds the byte ranges the Range header asked for.',
    'Read Content-Range to place the bytes; expected when resuming downloads or streaming media.',
  ),
  c(
    207,
    'Multi-Status',
    'RFC 4918',
    'WebDAV: an XML body gives a separate status for each of several resources.',
    'Check each status in the body; the request may have partly failed.',
  ),
  c(
    208,
    'Already Reported',
    'RFC 5842',
    'WebDAV: members of this binding were already listed earlier in the same response.',
    'Nothing: it avoids listing a resource twice.',
  ),
  c(
    226,
    'IM Used',
    'RFC 3229',
    'The response is the result of instance manipulations (a delta) applied to the resource.',
    'Apply the delta to your cached copy.',
  ),
  c(
    300,
    'Multiple Choices',
    'RFC 9110 §15.4.1',
    'Several representations exist; the client may choose one.',
    'Pick one of the offered links (or follow Location if given).',
  ),
  c(
    301,
    'Moved Permanently',
    'RFC 9110 §15.4.2',
    'The resource has a new permanent URL, in Location. Clients may turn a POST into a GET.',
    'Update links and bookmarks; use 308 to keep the method.',
  ),
  c(
    302,
    'Found',
    'RFC 9110 §15.4.3',
    'The resource is temporarily at the URL in Location. Clients may turn a POST into a GET.',
    'Keep using the original URL; use 307 to keep the method.',
  ),
  c(
    303,
    'See Other',
    'RFC 9110 §15.4.4',
    'The result is at another URL, to be fetched with GET (the Post/Redirect/Get pattern).',
    'GET the URL in Location.',
  ),
  c(
    304,
    'Not Modified',
    'RFC 9110 §15.4.5',
    "The cached copy is still valid (the conditional request's If-None-Match or If-Modified-Since matched).",
    'Use the cached copy; there is no body.',
  ),
  c(
    305,
    'Use Proxy',
    'RFC 9110 §15.4.6',
    'Deprecated: asked the client to go through a proxy.',
    'Do not send it; clients ignore it for security reasons.',
    { note: 'Deprecated' },
  ),
  c(306, '(Unused)', 'RFC 9110 §15.4.7', 'Was "Switch Proxy" in an early draft; reserved.', 'Do not use.', { note: 'Reserved' }),
  c(
    307,
    'Temporary Redirect',
    'RFC 9110 §15.4.8',
    'Temporarily at the URL in Location; the client must repeat the same method and body.',
    'Follow Location with the same method; keep using the original URL.',
  ),
  c(
    308,
    'Permanent Redirect',
    'RFC 9110 §15.4.9',
    'Permanently at the URL in Location; the client must repeat the same method and body.',
    'Update links; the method is kept, unlike 301.',
  ),
  c(
    400,
    'Bad Request',
    'RFC 9110 §15.5.1',
    'The server cannot process the request because it is malformed (syntax, framing, invalid values).',
    "Check the body's syntax, required parameters and headers against the API's documentation.",
  ),
  c(
    401,
    'Unauthorized',
    'RFC 9110 §15.5.2',
    'No valid credentials were sent; the WWW-Authenticate header says how to authenticate.',
    'Sign in, or send a valid token or key (check that it has not expired).',
  ),
  c(
    402,
    'Payment Required',
    'RFC 9110 §15.5.3',
    'Reserved for future use; some APIs send it when a plan or payment is needed.',
    "Check your account's billing or plan limits.",
  ),
  c(
    403,
    'Forbidden',
    'RFC 9110 §15.5.4',
    'The server understood the request but refuses it; authenticating again will not help.',
    "Check the account's permissions, IP allow lists, and file permissions on the server.",
  ),
  c(
    404,
    'Not Found',
    'RFC 9110 §15.5.5',
    'The server has nothing at this URL (or will not say that it exists).',
    "Check the URL's spelling and path; the resource may have moved or been deleted.",
  ),
  c(
    405,
    'Method Not Allowed',
    'RFC 9110 §15.5.6',
    'The URL exists but does not accept this method; the Allow header lists those it does.',
    'Use one of the methods in Allow (GET vs POST, a missing route for PUT…).',
  ),
  c(
    406,
    'Not Acceptable',
    'RFC 9110 §15.5.7',
    "No representation matches the request's Accept headers.",
    'Loosen Accept, Accept-Language or Accept-Encoding.',
  ),
  c(
    407,
    'Proxy Authentication Required',
    'RFC 9110 §15.5.8',
    'A proxy needs credentials first (Proxy-Authenticate says how).',
    "Configure the proxy's user and password in the client.",
  ),
  c(
    408,
    'Request Timeout',
    'RFC 9110 §15.5.9',
    'The server gave up waiting for the complete request.',
    'Retry; check for a slow network or a client that opens connections without sending.',
  ),
  c(
    409,
    'Conflict',
    'RFC 9110 §15.5.10',
    "The request conflicts with the resource's current state (an edit conflict, a duplicate).",
    'Fetch the current state, resolve the conflict and retry.',
  ),
  c(
    410,
    'Gone',
    'RFC 9110 §15.5.11',
    'The resource was deliberately removed and will not come back.',
    'Remove links to it; search engines drop it faster than a 404.',
  ),
  c(
    411,
    'Length Required',
    'RFC 9110 §15.5.12',
    'The server needs a Content-Length header.',
    'Send Content-Length (or stop using chunked encoding for this server).',
  ),
  c(
    412,
    'Precondition Failed',
    'RFC 9110 §15.5.13',
    'A condition in the request headers (If-Match, If-Unmodified-Since) was false.',
    'Someone changed the resource: fetch it again and reapply your change.',
  ),
  c(
    413,
    'Content Too Large',
    'RFC 9110 §15.5.14',
    'The request body is larger than the server accepts.',
    "Send less, or raise the limit (nginx client_max_body_size, a framework's body limit).",
  ),
  c(
    414,
    'URI Too Long',
    'RFC 9110 §15.5.15',
    'The URL is longer than the server will read.',
    'Move large parameters into a POST body.',
  ),
  c(
    415,
    'Unsupported Media Type',
    'RFC 9110 §15.5.16',
    "The body's Content-Type or Content-Encoding is not supported.",
    'Send the Content-Type the API expects (often application/json).',
  ),
  c(
    416,
    'Range Not Satisfiable',
    'RFC 9110 §15.5.17',
    'The Range asked for lies outside the resource.',
    "Check the resource's size (Content-Range: bytes */size) and ask again.",
  ),
  c(
    417,
    'Expectation Failed',
    'RFC 9110 §15.5.18',
    "The server cannot meet the request's Expect header.",
    'Send the request without "Expect: 100-continue".',
  ),
  c(
    418,
    '(Unused)',
    'RFC 9110 §15.5.19',
    'Reserved: "I\'m a teapot" from the April Fools\' RFC 2324 is used jokingly, so the code cannot be assigned.',
    'Do not use it for real errors.',
    { note: 'Reserved' },
  ),
  c(
    421,
    'Misdirected Request',
    'RFC 9110 §15.5.20',
    'The request reached a server that cannot answer for this host (often a reused HTTP/2 connection).',
    'Retry on a new connection; check TLS certificates and virtual host settings.',
  ),
  c(
    422,
    'Unprocessable Content',
    'RFC 9110 §15.5.21',
    'The body is well-formed but its content is invalid (failed validation).',
    'Read the error details and fix the field values.',
  ),
  c(423, 'Locked', 'RFC 4918', 'WebDAV: the resource is locked.', 'Wait for the lock to be released, or unlock it.'),
  c(
    424,
    'Failed Dependency',
    'RFC 4918',
    'WebDAV: the action failed because another action it depended on failed.',
    'Fix the failed action first.',
  ),
  c(
    425,
    'Too Early',
    'RFC 8470',
    'The server will not process a request sent in TLS early data, which could be replayed.',
    'Retry after the TLS handshake completes (clients do this automatically).',
  ),
  c(
    426,
    'Upgrade Required',
    'RFC 9110 §15.5.22',
    'The server refuses this protocol; the Upgrade header names one it accepts.',
    'Switch protocol (often to TLS or a newer HTTP version).',
  ),
  c(
    428,
    'Precondition Required',
    'RFC 6585',
    'The server requires conditional requests, to prevent lost updates.',
    'Send If-Match with the ETag you last read.',
  ),
  c(
    429,
    'Too Many Requests',
    'RFC 6585',
    'Rate limited: too many requests in a given time.',
    'Slow down: wait for Retry-After, and back off exponentially.',
  ),
  c(
    431,
    'Request Header Fields Too Large',
    'RFC 6585',
    'One header, or all of them together, is too large.',
    'Clear large cookies, or shorten headers.',
  ),
  c(
    451,
    'Unavailable For Legal Reasons',
    'RFC 7725',
    'Access is denied for legal reasons (censorship, a court order).',
    'A Link header with rel="blocked-by" may say who requires it.',
  ),
  c(
    500,
    'Internal Server Error',
    'RFC 9110 §15.6.1',
    'The server hit an unexpected condition.',
    "Look at the server's logs; as a client, retry later or report it.",
  ),
  c(
    501,
    'Not Implemented',
    'RFC 9110 §15.6.2',
    'The server does not support the functionality (often an unknown method).',
    'Use a method or feature the server supports.',
  ),
  c(
    502,
    'Bad Gateway',
    'RFC 9110 §15.6.3',
    'A gateway or proxy got an invalid response from the server behind it.',
    'Check that the upstream (app server) is running and listening where the proxy expects.',
  ),
  c(
    503,
    'Service Unavailable',
    'RFC 9110 §15.6.4',
    'The server is overloaded or down for maintenance, temporarily.',
    'Retry after Retry-After; check capacity and health checks.',
  ),
  c(
    504,
    'Gateway Timeout',
    'RFC 9110 §15.6.5',
    'A gateway or proxy did not get a response from the upstream in time.',
    "Speed up the upstream or raise the proxy's timeout (nginx proxy_read_timeout).",
  ),
  c(
    505,
    'HTTP Version Not Supported',
    'RFC 9110 §15.6.6',
    "The server does not support the request's HTTP version.",
    'Use HTTP/1.1 or the version the server supports.',
  ),
  c(
    506,
    'Variant Also Negotiates',
    'RFC 2295',
    'Transparent content negotiation is misconfigured: the chosen variant negotiates again.',
    "Fix the server's content negotiation configuration.",
  ),
  c(
    507,
    'Insufficient Storage',
    'RFC 4918',
    'WebDAV: the server cannot store what is needed to complete the request.',
    'Free disk space or quota on the server.',
  ),
  c(
    508,
    'Loop Detected',
    'RFC 5842',
    'WebDAV: the server found an infinite loop (Depth: infinity).',
    'Fix the bindings that form the loop.',
  ),
  c(
    510,
    'Not Extended (OBSOLETED)',
    'RFC 2774',
    'Further extensions to the request are needed (the HTTP Extension Framework, now historic).',
    'Nothing current uses it.',
    { note: 'Obsoleted' },
  ),
  c(
    511,
    'Network Authentication Required',
    'RFC 6585',
    'A captive portal (hotel or airport Wi-Fi) wants you to sign in first.',
    'Open a browser and sign in to the network.',
  ),
  c(
    499,
    'Client Closed Request',
    'nginx',
    'The client closed the connection before nginx sent the response (logged, never sent).',
    'The client timed out or navigated away: look for slow upstream responses.',
    { unofficial: 'nginx' },
  ),
  c(
    520,
    'Web Server Returned an Unknown Error',
    'Cloudflare',
    'The origin returned an empty, unknown or unexpected response to Cloudflare.',
    "Check the origin's logs for crashes and oversized headers.",
    { unofficial: 'Cloudflare' },
  ),
  c(
    521,
    'Web Server Is Down',
    'Cloudflare',
    "The origin refused Cloudflare's connection.",
    "Check that the origin is running and allows Cloudflare's IP ranges.",
    { unofficial: 'Cloudflare' },
  ),
  c(
    522,
    'Connection Timed Out',
    'Cloudflare',
    'Cloudflare could not complete a TCP connection to the origin.',
    "Check the origin's firewall and load.",
    { unofficial: 'Cloudflare' },
  ),
  c(
    523,
    'Origin Is Unreachable',
    'Cloudflare',
    'Cloudflare cannot reach the origin (DNS or routing).',
    'Check the DNS records point at the right origin address.',
    { unofficial: 'Cloudflare' },
  ),
  c(
    524,
    'A Timeout Occurred',
    'Cloudflare',
    'The origin accepted the connection but did not answer within 100 seconds.',
    'Move long work to a background job, or answer sooner.',
    { unofficial: 'Cloudflare' },
  ),
].sort((a, b) => a.code - b.code);

export const classNames: Record<number, string> = {
  1: 'Informational',
  2: 'Success',
  3: 'Redirection',
  4: 'Client error',
  5: 'Server error',
};

const describe = (s: StatusCode, brief: boolean) => {
  const head = `${s.code} ${s.phrase} — ${s.unofficial ? `unofficial (${s.unofficial})` : s.reference}${s.note ? ` — ${s.note}` : ''}`;
  return brief ? head : `${head}\n${s.summary}\nWhat to do: ${s.advice}`;
};

/** Codes ("404"), classes ("4xx"), or words ("timeout") → the matching statuses, explained. */
export function lookupStatus(text: string, { brief = false } = {}): string {
  const query = text.trim();
  if (!query) throw new Error('Enter a status code (404), a class (4xx) or a word (timeout)');
  const found = new Set<StatusCode>();
  const words: string[] = [];
  for (const part of query.split(/[\s,;]+/).filter(Boolean)) {
    if (/^\d{3}$/.test(part)) {
      const hit = statusCodes.find((s) => s.code === Number(part));
      if (!hit) {
        const cls = classNames[Number(part[0])];
        throw new Error(
          `${part} is not a registered status code${cls ? ` (${part[0]}xx is "${cls}")` : ' (codes run from 100 to 599)'}`,
        );
      }
      found.add(hit);
    } else if (/^[1-5]xx$/i.test(part)) {
      for (const s of statusCodes) if (Math.floor(s.code / 100) === Number(part[0])) found.add(s);
    } else words.push(part.toLowerCase());
  }
  if (words.length > 0) {
    const hits = statusCodes.filter((s) =>
      words.every((w) => `${s.code} ${s.phrase} ${s.summary} ${s.advice}`.toLowerCase().includes(w)),
    );
    if (hits.length === 0) throw new Error(`No status code mentions "${words.join(' ')}"`);
    hits.forEach((s) => found.add(s));
  }
  return [...found]
    .sort((a, b) => a.code - b.code)
    .map((s) => describe(s, brief))
    .join(brief ? '\n' : '\n\n');
}
