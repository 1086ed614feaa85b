// The request as code: cURL, JavaScript fetch and Python requests, written by httpsnippet-lite
// from a HAR request. Some of its output is corrected afterwards, each fix found and checked by
// running the code against a real server (curl.test.ts): the URL is kept exactly as sent (it
// rebuilds the query, grouping repeated keys); cURL gets --data-raw (with --data a body starting
// with "@" is read from a file), --form-string for text fields, "Name;" for an empty header and no
// boundary-less multipart Content-Type; form bodies are handed over pre-encoded (its curl writer
// leaves values unencoded, and empties form bodies given as text); strings with backslashes reach
// the fetch writer as tokens (it does not escape them); Python gets open() calls rather than
// strings for files; the answer is read as text (HEAD and HTML have no JSON to parse).
import { HTTPSnippet, type HarRequest } from 'httpsnippet-lite';
import { headerValue, type WireRequest } from '@/engines/http-transport/wire';
import { paramsFromQuery, splitUrl } from './query-params';

import type { CodeTarget } from './code-targets';

/** Single-quoted for a POSIX shell ('it'\''s'), bare when nothing in it is special. */
export function shellQuote(text: string): string {
  if (/^[A-Za-z0-9_\-./:=@%+,]+$/.test(text)) return text;
  return `'${text.replaceAll("'", "'\\''")}'`;
}

function jsString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n').replaceAll('\r', '\\r')}'`;
}

function harOf(request: WireRequest, target: CodeTarget): HarRequest {
  const { base, query, hash } = splitUrl(request.url);
  const har: HarRequest = {
    method: request.method,
    url: `${base}${hash}`,
    httpVersion: 'HTTP/1.1',
    headers: request.headers.map(([name, value]) => ({ name, value })),
    queryString: paramsFromQuery(query).map(({ key, value }) => ({ name: key, value })),
    cookies: [],
    headersSize: -1,
    bodySize: -1,
  };
  const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : request.body;
  if (!body) return har;
  const contentType = headerValue(request.headers, 'content-type');
  // httpsnippet empties a form body given as text, so a text body is handed over as octet-stream:
  // its real Content-Type is among the headers.
  const textType = (type: string | undefined) =>
    !type || /^application\/x-www-form-urlencoded/i.test(type) ? 'application/octet-stream' : type;
  if (body.kind === 'text') {
    // Its Python writer prints JSON as a dict literal without escaping line breaks in strings:
    // JSON with escapes goes over as text (sent byte for byte, which is exact anyway).
    const jsonAsText = target === 'python' && body.text.includes('\\');
    har.postData = { mimeType: jsonAsText ? 'application/octet-stream' : textType(contentType), text: body.text };
  } else if (body.kind === 'urlencoded') {
    // curl's own writer sends values unencoded (b=& breaks the form): give it the encoded text.
    har.postData =
      target === 'curl'
        ? { mimeType: 'application/octet-stream', text: new URLSearchParams(body.fields).toString() }
        : { mimeType: 'application/x-www-form-urlencoded', params: body.fields.map(([name, value]) => ({ name, value })) };
  } else {
    har.postData = {
      mimeType: 'multipart/form-data',
      params: body.fields.map((field) =>
        'file' in field
          ? { name: field.name, fileName: field.file.name, contentType: field.file.type || 'application/octet-stream' }
          : { name: field.name, value: field.value },
      ),
    };
  }
  return har;
}

function fixCurl(code: string, request: WireRequest): string {
  const multipart = request.body?.kind === 'multipart' ? request.body.fields : null;
  const lines: string[] = [];
  for (const line of code.trimEnd().split(' \\\n')) {
    if (multipart && /^\s*--header '?content-type: multipart\/form-data'?$/i.test(line)) continue;
    if (/^\s*--url /.test(line)) lines.push(line.replace(/--url .*$/, `--url ${shellQuote(request.url)}`));
    else if (/^\s*--data /.test(line)) lines.push(line.replace('--data ', '--data-raw '));
    // "Name: " would make curl drop the header; "Name;" is how curl sends an empty one.
    else if (/^\s*--header '[^:']+: '$/.test(line)) lines.push(line.replace(/: '$/, ";'"));
    else if (multipart && /^\s*--form /.test(line)) {
      // Rewritten once, in order: a text value is sent as written with --form-string
      // (with --form, "@x" would upload the file x and ";type=" would be an option).
      if (lines.some((l) => /^\s*--form/.test(l))) continue;
      const indent = /^\s*/.exec(line)![0];
      for (const field of multipart) {
        lines.push(
          'file' in field
            ? `${indent}--form ${shellQuote(`${field.name}=@${field.file.name}`)}`
            : `${indent}--form-string ${shellQuote(`${field.name}=${field.value}`)}`,
        );
      }
    } else lines.push(line);
  }
  return lines.join(' \\\n');
}

function fixFetch(code: string, request: WireRequest, placeholders: Map<string, string>): string {
  let fixed = code
    .trimEnd()
    .replace(/^const url = .*;$/m, `const url = ${jsString(request.url)};`)
    // The answer may not be JSON (HEAD, HTML, errors): text always works.
    .replace('const data = await response.json();', 'const data = await response.text();');
  for (const [token, text] of placeholders) fixed = fixed.replaceAll(`'${token}'`, jsString(text));
  if (request.body?.kind === 'multipart') {
    for (const field of request.body.fields) {
      if (!('file' in field)) continue;
      const written = `form.append(${jsString(field.name)}, ${jsString(field.file.name)});`;
      fixed = fixed.replace(
        written,
        `form.append(${jsString(field.name)}, new File([/* the contents of ${field.file.name.replaceAll('*/', '* /')} */], ${jsString(field.file.name)}));`,
      );
    }
  }
  return fixed;
}

function fixPython(code: string): string {
  return (
    code
      .trimEnd()
      // httpsnippet writes "open('a.txt', 'rb')" as a string: make it the call it means.
      .replace(/"(open\('(?:[^'\\]|\\.)*', 'rb'\))"/g, '$1')
      // The answer may not be JSON (HEAD, HTML, errors): text always works.
      .replace('print(response.json())', 'print(response.text)')
  );
}

/**
 * For the fetch writer, whose string literals do not escape backslashes ("a\\nb" comes out as a
 * line break): strings with a backslash go in as tokens and are written back properly escaped.
 */
function withPlaceholders(request: WireRequest): { request: WireRequest; placeholders: Map<string, string> } {
  const placeholders = new Map<string, string>();
  const hold = (text: string) => {
    if (!text.includes('\\')) return text;
    const token = `__devforge_text_${placeholders.size}__`;
    placeholders.set(token, text);
    return token;
  };
  const body = request.body;
  return {
    placeholders,
    request: {
      ...request,
      headers: request.headers.map(([name, value]) => [name, hold(value)]),
      body:
        body?.kind === 'text'
          ? { kind: 'text', text: hold(body.text) }
          : body?.kind === 'urlencoded'
            ? { kind: 'urlencoded', fields: body.fields.map(([name, value]) => [hold(name), hold(value)]) }
            : body?.kind === 'multipart'
              ? {
                  kind: 'multipart',
                  fields: body.fields.map((f) => ('file' in f ? f : { name: hold(f.name), value: hold(f.value) })),
                }
              : body,
    },
  };
}

/** `request` (variables already substituted) as code for `target`. */
export async function requestAsCode({ request, target }: { request: WireRequest; target: CodeTarget }): Promise<string> {
  if (target === 'curl')
    return fixCurl(String(await new HTTPSnippet(harOf(request, target)).convert('shell', 'curl', { indent: '  ' })), request);
  if (target === 'fetch') {
    const held = withPlaceholders(request);
    return fixFetch(
      String(await new HTTPSnippet(harOf(held.request, target)).convert('javascript', 'fetch')),
      request,
      held.placeholders,
    );
  }
  return fixPython(String(await new HTTPSnippet(harOf(request, target)).convert('python', 'requests')));
}
