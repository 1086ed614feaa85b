// Secrets inside free text that a Share link should not carry unless asked: the values of
// environment variables whose names say they are secret (API_KEY=…, DB_PASSWORD=…, DATABASE_URL=…),
// and passwords written into URLs (postgres://user:pass@host). Used by the builders' secretsOf.

/** Names of variables that hold secrets, by the words people use for them. */
const SECRET_NAME =
  /(secret|token|passw(or)?d|passphrase|(^|_)pass(_|$)|pwd|api_?key|access_?key|private|credential|auth|(^|_)key$|dsn|database_url|db_url|(^|_)conn(ection)?(_string|_str|_uri|_url)?$|cookie|session)/i;
/** A URL with a password in it: scheme://user:password@host. */
const URL_PASSWORD = /([a-z][a-z0-9+.-]*:\/\/[^\s:/@]*:)([^\s/@]+)(@)/gi;

export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** A URL's password replaced (the rest kept); the number replaced. */
export function redactUrlPasswords(text: string): { text: string; count: number } {
  let count = 0;
  const redacted = text.replace(URL_PASSWORD, (_m, head: string, _password: string, at: string) => {
    count++;
    return `${head}${at}`;
  });
  return { text: redacted, count };
}

/**
 * NAME=value lines (also `ENV NAME=value`, `NAME: value`, `export NAME=value`) with the values of
 * secret-named variables emptied, and passwords in URLs removed. `labels` names what was left out.
 */
export function redactSecretAssignments(text: string): { text: string; labels: string[] } {
  const labels: string[] = [];
  const lines = text.split('\n').map((line) => {
    const match = /^(\s*(?:export\s+|ENV\s+|ARG\s+)?)([A-Za-z_][A-Za-z0-9_.-]*)(\s*[=:]\s*)(.*)$/.exec(line);
    if (match && isSecretName(match[2]!) && match[4]!.trim() !== '') {
      labels.push(`value of ${match[2]}`);
      return `${match[1]}${match[2]}${match[3]}`;
    }
    const url = redactUrlPasswords(line);
    if (url.count > 0) labels.push(match ? `password in ${match[2]}` : 'password in a URL');
    return url.text;
  });
  return { text: lines.join('\n'), labels };
}

/** HTTP headers that carry credentials: Authorization, cookies, API keys and tokens. */
export function isSecretHeader(name: string): boolean {
  const lower = name.trim().toLowerCase();
  return (
    ['authorization', 'proxy-authorization', 'cookie', 'set-cookie'].includes(lower) || isSecretName(lower.replace(/-/g, '_'))
  );
}

/** A URL with its password and the values of secret-named query parameters (?api_key=…, &token=…) removed. */
export function redactSecretUrl(url: string): { url: string; labels: string[] } {
  const labels: string[] = [];
  const { text, count } = redactUrlPasswords(url);
  if (count > 0) labels.push('password in the URL');
  const redacted = text.replace(/([?&])([^=&#\s]+)=([^&#\s]*)/g, (whole, sep: string, name: string, value: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      /* a malformed escape: judge the name as written */
    }
    if (value === '' || !isSecretName(decoded)) return whole;
    labels.push(`${decoded} in the URL`);
    return `${sep}${name}=`;
  });
  return { url: redacted, labels };
}

/** Header rows without the values of credential headers; each one left out is named. */
export function redactSecretHeaders<Row extends { key: string; value: string }>(
  rows: readonly Row[],
): { rows: Row[]; labels: string[] } {
  const labels: string[] = [];
  const redacted = rows.map((row) => {
    if (row.value === '' || !isSecretHeader(row.key)) return row;
    labels.push(`${row.key.trim()} header`);
    return { ...row, value: '' };
  });
  return { rows: redacted, labels };
}
