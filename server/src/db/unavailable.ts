// Whether an error means "the database cannot be reached or is locked right now" (and not "this
// query is wrong"): such requests are answered 503 with Retry-After, and the server recovers by
// itself when the database is back (issue 35 §2).

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The database is not answering right now. Nothing you saved is lost; please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// SQLite: the file is locked by another process past busy_timeout, or cannot be read or written.
const sqliteCodes = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL|READONLY_DBMOVED)/;
// Node's socket errors when PostgreSQL is stopped, restarting or out of reach.
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL SQLSTATEs: connection exceptions (class 08), admin shutdown, crash shutdown, cannot
// connect now (starting up), too many connections.
const postgresStates = /^(08\w{3}|57P01|57P02|57P03|53300)$/;
const messages =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|connection is closed|Cannot use a pool after calling end/i;

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (sqliteCodes.test(code) || socketCodes.has(code) || postgresStates.test(code))) return true;
    if (typeof message === 'string' && messages.test(message)) return true;
    current = cause;
  }
  return false;
}
