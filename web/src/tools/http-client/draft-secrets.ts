// The credentials in a request draft that a Share link leaves out unless the user asks (issue 28
// §3): Authorization, cookie and API-key headers, the auth settings' token, password and key, a
// password or secret query parameter in the URL (and its Params rows), and secret-named form fields.
import { isSecretName, redactSecretHeaders, redactSecretUrl } from '@/lib/tool-state/secret-values';
import type { KeyValueRow } from '@/components/KeyValueEditor';
import type { RequestDraft } from './request-draft';

function redactSecretRows<Row extends KeyValueRow>(rows: Row[], describe: (name: string) => string, labels: Set<string>): Row[] {
  return rows.map((row) => {
    if (row.value === '' || !isSecretName(row.key.trim().replace(/-/g, '_'))) return row;
    labels.add(describe(row.key.trim()));
    return { ...row, value: '' };
  });
}

/** The draft without its secrets, and the labels of those that held something (each named once). */
export function secretsOfDraft(draft: RequestDraft): { redacted: RequestDraft; labels: string[] } {
  const labels = new Set<string>();
  const url = redactSecretUrl(draft.url);
  url.labels.forEach((label) => labels.add(label));
  // The enabled Params rows are the URL's query (named above); a disabled one is named by itself.
  const params = redactSecretRows(draft.params, (name) => `${name} in the URL`, labels);
  const headers = redactSecretHeaders(draft.headers);
  headers.labels.forEach((label) => labels.add(label));

  const auth = { ...draft.auth };
  if (auth.bearerToken !== '') {
    labels.add('bearer token');
    auth.bearerToken = '';
  }
  if (auth.basicPassword !== '') {
    labels.add('Basic auth password');
    auth.basicPassword = '';
  }
  if (auth.apiKeyValue !== '') {
    labels.add('API key');
    auth.apiKeyValue = '';
  }
  const body = {
    ...draft.body,
    urlencoded: redactSecretRows(draft.body.urlencoded, (name) => `form field ${name}`, labels),
    multipart: redactSecretRows(draft.body.multipart, (name) => `form field ${name}`, labels),
  };
  return { redacted: { ...draft, url: url.url, params, headers: headers.rows, auth, body }, labels: [...labels] };
}
