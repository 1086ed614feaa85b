// The request as the user edits it (method, URL, params, auth, header rows, body) and what it
// becomes when sent: variables substituted, disabled and bad rows left out, auth applied.
import type { HttpMethod, MultipartField, WireBody, WireRequest } from '@/engines/http-transport/wire';
import { substituteVariables } from './environment';
import { rowId, type FormRow, type KeyValueRow } from '@/components/KeyValueEditor';
import { encodeQueryPart, splitUrl, type ParamRow } from './query-params';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const satisfies readonly HttpMethod[];

export type { FormRow, KeyValueRow };

export type AuthType = 'none' | 'bearer' | 'basic' | 'api-key';
export type AuthSettings = {
  type: AuthType;
  bearerToken: string;
  basicUsername: string;
  basicPassword: string;
  apiKeyKey: string;
  apiKeyValue: string;
  apiKeyLocation: 'header' | 'query';
};

export type BodyType = 'none' | 'json' | 'text' | 'urlencoded' | 'multipart';
export type BodySettings = {
  type: BodyType;
  json: string;
  text: string;
  /** Content-Type of a text body. */
  textType: string;
  urlencoded: KeyValueRow[];
  multipart: FormRow[];
};

export type RequestDraft = {
  method: HttpMethod;
  url: string;
  params: ParamRow[];
  headers: KeyValueRow[];
  auth: AuthSettings;
  body: BodySettings;
};

export const TEXT_BODY_TYPES = [
  'text/plain',
  'application/xml',
  'text/html',
  'text/csv',
  'application/javascript',
  'application/x-yaml',
] as const;

export function emptyRow(): KeyValueRow {
  return { id: rowId(), key: '', value: '', enabled: true };
}

export const defaultAuth: AuthSettings = {
  type: 'none',
  bearerToken: '',
  basicUsername: '',
  basicPassword: '',
  apiKeyKey: 'X-API-Key',
  apiKeyValue: '',
  apiKeyLocation: 'header',
};

export function emptyDraft(): RequestDraft {
  return {
    method: 'GET',
    url: '',
    params: [],
    headers: [],
    auth: { ...defaultAuth },
    body: { type: 'none', json: '', text: '', textType: 'text/plain', urlencoded: [], multipart: [] },
  };
}

/** Methods whose body is never sent (spec §5: not for GET and HEAD). */
export function sendsBody(method: HttpMethod): boolean {
  return method !== 'GET' && method !== 'HEAD';
}

const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/** Why a header row cannot be sent, or null. A bad row is marked and left out, never sent half-right. */
export function headerRowProblem({ key, value }: { key: string; value: string }): string | null {
  if (key.trim() === '') return value.trim() === '' ? null : 'A header needs a name';
  if (!TOKEN.test(key.trim())) return "Header names may only contain letters, digits and !#$%&'*+.^_`|~-";
  if (/[\r\n\0]/.test(value)) return 'Header values may not contain line breaks';
  return null;
}

/** Whether `text` is JSON; the parser's message when not. Blank counts as fine (nothing to send). */
export function jsonBodyProblem(text: string): string | null {
  if (text.trim() === '') return null;
  try {
    JSON.parse(text);
    return null;
  } catch (error) {
    return `The JSON body is not valid: ${(error as Error).message}`;
  }
}

/** A URL typed without a scheme gets one: http:// for this machine, https:// for the rest. */
export function withScheme(url: string): string {
  const trimmed = url.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return /^(localhost|127\.|\[::1\])/i.test(trimmed) ? `http://${trimmed}` : `https://${trimmed}`;
}

function base64Utf8(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export type BuiltRequest = {
  request: WireRequest;
  /** `{{names}}` with no value in the chosen environment, left as typed. */
  unknownVariables: string[];
  /** Header rows left out, by row id, with the reason. */
  skippedHeaders: Map<string, string>;
  /** Things worth knowing before sending (not errors): an invalid JSON body, a body a GET will not send. */
  warnings: string[];
};

/**
 * What the draft sends, with `variables` substituted (spec §7: enabled params, headers plus auth,
 * the body as typed). `files` holds the chosen files of multipart rows, by row id.
 * Throws an Error with the user's message when there is nothing sendable (no URL, not http).
 */
export function buildRequest({
  draft,
  variables = {},
  files = new Map<string, File>(),
}: {
  draft: RequestDraft;
  variables?: Record<string, string>;
  files?: ReadonlyMap<string, File>;
}): BuiltRequest {
  const unknown = new Set<string>();
  const sub = (text: string) => {
    const result = substituteVariables({ text, variables });
    result.unknown.forEach((name) => unknown.add(name));
    return result.text;
  };
  const warnings: string[] = [];
  if (draft.url.trim() === '') throw new Error('Enter a URL to send the request to.');
  let url = withScheme(sub(draft.url));
  if (!/^https?:\/\//i.test(url)) throw new Error('Only http:// and https:// URLs can be sent.');
  // A variable left in the host would be looked up as a name ("{{base}}" is a valid host to a URL parser).
  const hostVariable = /^https?:\/\/[^/?#]*?(\{\{\s*[A-Za-z0-9_.-]+\s*\}\})/i.exec(url);
  if (hostVariable)
    throw new Error(`${url} is not a valid URL: ${hostVariable[1]!.replace(/\s+/g, '')} has no value in the chosen environment.`);

  const headers: [string, string][] = [];
  const skippedHeaders = new Map<string, string>();
  for (const row of draft.headers) {
    if (!row.enabled || (row.key.trim() === '' && row.value.trim() === '')) continue;
    const key = sub(row.key).trim();
    const value = sub(row.value);
    const problem = headerRowProblem({ key, value });
    if (problem) skippedHeaders.set(row.id, problem);
    else headers.push([key, value]);
  }

  const { auth } = draft;
  const setHeader = (name: string, value: string) => {
    const replaced = headers.filter(([n]) => n.toLowerCase() === name.toLowerCase());
    if (replaced.length > 0)
      warnings.push(`The ${auth.type === 'api-key' ? 'API key' : 'Auth'} setting replaces your ${name} header.`);
    for (const old of replaced) headers.splice(headers.indexOf(old), 1);
    headers.push([name, value]);
  };
  if (auth.type === 'bearer' && auth.bearerToken.trim() !== '')
    setHeader('Authorization', `Bearer ${sub(auth.bearerToken.trim())}`);
  if (auth.type === 'basic' && (auth.basicUsername !== '' || auth.basicPassword !== '')) {
    setHeader('Authorization', `Basic ${base64Utf8(`${sub(auth.basicUsername)}:${sub(auth.basicPassword)}`)}`);
  }
  if (auth.type === 'api-key' && auth.apiKeyKey.trim() !== '') {
    const key = sub(auth.apiKeyKey.trim());
    const value = sub(auth.apiKeyValue);
    if (auth.apiKeyLocation === 'header') {
      const problem = headerRowProblem({ key, value });
      if (problem) throw new Error(`API key: ${problem}`);
      setHeader(key, value);
    } else {
      const { base, query, hash } = splitUrl(url);
      const pair = `${encodeQueryPart(key)}=${encodeQueryPart(value)}`;
      url = `${base}?${query ? `${query}&` : ''}${pair}${hash}`;
    }
  }
  try {
    url = new URL(url).href;
  } catch {
    const names = [...unknown].map((n) => `{{${n}}}`).join(', ');
    throw new Error(
      names ? `${url} is not a valid URL: ${names} has no value in the chosen environment.` : `${url} is not a valid URL.`,
    );
  }

  let body: WireBody | undefined;
  const { body: settings } = draft;
  const hasContentType = headers.some(([n]) => n.toLowerCase() === 'content-type');
  if (settings.type !== 'none' && !sendsBody(draft.method)) {
    warnings.push(`${draft.method} requests are sent without a body.`);
  } else if (settings.type === 'json') {
    const text = sub(settings.json);
    const problem = jsonBodyProblem(text);
    if (problem) warnings.push(problem);
    body = { kind: 'text', text };
    if (!hasContentType) headers.push(['Content-Type', 'application/json']);
  } else if (settings.type === 'text') {
    body = { kind: 'text', text: sub(settings.text) };
    if (!hasContentType) headers.push(['Content-Type', settings.textType]);
  } else if (settings.type === 'urlencoded') {
    body = {
      kind: 'urlencoded',
      fields: settings.urlencoded.filter((r) => r.enabled && r.key !== '').map((r) => [sub(r.key), sub(r.value)]),
    };
  } else if (settings.type === 'multipart') {
    const fields: MultipartField[] = [];
    for (const row of settings.multipart) {
      if (!row.enabled || row.key === '') continue;
      if (row.kind === 'file') {
        const file = files.get(row.id);
        if (!file)
          throw new Error(`Choose the file for the form field "${row.key}"${row.fileName ? ` (was ${row.fileName})` : ''}.`);
        fields.push({ name: sub(row.key), file });
      } else {
        fields.push({ name: sub(row.key), value: sub(row.value) });
      }
    }
    body = { kind: 'multipart', fields };
  }
  return {
    request: { method: draft.method, url, headers, ...(body ? { body } : {}) },
    unknownVariables: [...unknown],
    skippedHeaders,
    warnings,
  };
}

/** Header rows as the spec's history item keeps them: one "Name: value" line each (enabled rows). */
export function headersText(rows: KeyValueRow[]): string {
  return rows
    .filter((r) => r.enabled && r.key.trim() !== '')
    .map((r) => `${r.key}: ${r.value}`)
    .join('\n');
}

/** The body as text, for the history item (files by name). */
export function bodyText(body: BodySettings): string {
  switch (body.type) {
    case 'json':
      return body.json;
    case 'text':
      return body.text;
    case 'urlencoded':
      return body.urlencoded
        .filter((r) => r.enabled && r.key !== '')
        .map((r) => `${encodeURIComponent(r.key)}=${encodeURIComponent(r.value)}`)
        .join('&');
    case 'multipart':
      return body.multipart
        .filter((r) => r.enabled && r.key !== '')
        .map((r) => (r.kind === 'file' ? `${r.key}=@${r.fileName ?? ''}` : `${r.key}=${r.value}`))
        .join('\n');
    default:
      return '';
  }
}
