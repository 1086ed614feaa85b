// Reads a curl command (as copied from a browser's devtools, API docs or a terminal) into a
// request draft. Words are split by shell-quote (quotes, escapes, $'…'), line continuations are
// joined first, and the options are read with curl's own meaning: -d joins with '&' and makes a
// POST, -G moves the data into the query, --data-urlencode encodes, -F makes a multipart form,
// -u is Basic auth. What a browser cannot do (read a local file) is reported, never guessed.
import { parse, type ParseEntry } from 'shell-quote';
import type { HttpMethod } from '@/engines/http-transport/wire';
import { paramsFromQuery, rowId, splitUrl } from './query-params';
import { emptyDraft, HTTP_METHODS, TEXT_BODY_TYPES, type FormRow, type KeyValueRow, type RequestDraft } from './request-draft';

export type CurlImport = { draft: RequestDraft; warnings: string[] };

/** Options that take a value, by every name curl accepts (short and long). */
const WITH_VALUE: Record<string, string> = {
  '-X': 'request',
  '--request': 'request',
  '-H': 'header',
  '--header': 'header',
  '-d': 'data',
  '--data': 'data',
  '--data-ascii': 'data',
  '--data-binary': 'data-binary',
  '--data-raw': 'data-raw',
  '--data-urlencode': 'data-urlencode',
  '--json': 'json',
  '-F': 'form',
  '--form': 'form',
  '--form-string': 'form-string',
  '-u': 'user',
  '--user': 'user',
  '-b': 'cookie',
  '--cookie': 'cookie',
  '-A': 'user-agent',
  '--user-agent': 'user-agent',
  '-e': 'referer',
  '--referer': 'referer',
  '--url': 'url',
  '-r': 'range',
  '--range': 'range',
  '--oauth2-bearer': 'oauth2-bearer',
  '-T': 'upload-file',
  '--upload-file': 'upload-file',
  // Read and ignored: they change how curl runs, not the request.
  '-o': 'ignore',
  '--output': 'ignore',
  '-m': 'ignore',
  '--max-time': 'ignore',
  '--connect-timeout': 'ignore',
  '-w': 'ignore',
  '--write-out': 'ignore',
  '-x': 'ignore',
  '--proxy': 'ignore',
  '-U': 'ignore',
  '--proxy-user': 'ignore',
  '--retry': 'ignore',
  '--retry-delay': 'ignore',
  '--retry-max-time': 'ignore',
  '-c': 'ignore',
  '--cookie-jar': 'ignore',
  '-D': 'ignore',
  '--dump-header': 'ignore',
  '--cacert': 'ignore',
  '--capath': 'ignore',
  '-E': 'ignore',
  '--cert': 'ignore',
  '--key': 'ignore',
  '--key-type': 'ignore',
  '--cert-type': 'ignore',
  '--resolve': 'ignore',
  '--connect-to': 'ignore',
  '--limit-rate': 'ignore',
  '--max-redirs': 'ignore',
  '--interface': 'ignore',
  '--dns-servers': 'ignore',
  '--max-filesize': 'ignore',
  '-y': 'ignore',
  '--speed-time': 'ignore',
  '-Y': 'ignore',
  '--speed-limit': 'ignore',
  '-C': 'ignore',
  '--continue-at': 'ignore',
  '--trace': 'ignore',
  '--trace-ascii': 'ignore',
  '--stderr': 'ignore',
  '--happy-eyeballs-timeout-ms': 'ignore',
  '--expect100-timeout': 'ignore',
  '--keepalive-time': 'ignore',
  '--ciphers': 'ignore',
  '--tls-max': 'ignore',
  '--pinnedpubkey': 'ignore',
  '-K': 'config',
  '--config': 'config',
};

/** Flags without a value: the ones that change the request, and the ones that do not. */
const FLAGS: Record<string, string> = {
  '-G': 'get',
  '--get': 'get',
  '-I': 'head',
  '--head': 'head',
  '--basic': 'ignore',
  '--digest': 'digest',
  '--ntlm': 'digest',
  '--negotiate': 'digest',
  '--compressed': 'ignore',
};
// Short flags that take no value, so "-sSL" reads as three flags; anything else is reported.
const SHORT_FLAGS = new Set('sSLkvifNgq46#:GIZ0123'.split(''));
const IGNORED_LONG_FLAGS =
  /^--(silent|show-error|location|location-trusted|insecure|verbose|include|fail|fail-with-body|fail-early|no-buffer|http1\.0|http1\.1|http2|http2-prior-knowledge|http3|globoff|progress-bar|no-progress-meter|ipv4|ipv6|tr-encoding|no-keepalive|raw|ssl-no-revoke|path-as-is|tcp-nodelay|tcp-fastopen|no-sessionid|no-alpn|no-npn|tlsv1(\.\d)?|sslv[23]|disable|disable-eprt|disable-epsv|remote-name|remote-name-all|remote-header-name|create-dirs|styled-output|no-styled-output|parallel|xattr|anyauth|proto-default|suppress-connect-headers|ssl|ssl-reqd|compressed-ssh|false-start|cert-status)$/;

/** The command's words; `$NAME` outside single quotes becomes `{{NAME}}`, an environment variable here. */
function words(command: string, shellVariables: Set<string>): string[] {
  // A backslash (bash) or caret (cmd) at a line end continues the line; a "$ " prompt may lead.
  const joined = command
    .replace(/\\\r?\n/g, ' ')
    .replace(/\^\r?\n/g, ' ')
    .trim()
    .replace(/^\$\s+/, '');
  const entries: ParseEntry[] = parse(joined, (name) => {
    shellVariables.add(name);
    return `{{${name}}}`;
  });
  const out: string[] = [];
  for (const entry of entries) {
    if (typeof entry === 'string') out.push(entry);
    else if ('pattern' in entry) out.push(entry.pattern);
    else if ('comment' in entry) break;
    else break; // |, ;, &&, > …: the curl command ends there
  }
  return out;
}

type Data = { kind: 'data' | 'data-binary' | 'data-raw' | 'data-urlencode' | 'json'; value: string };

/** One piece of --data-urlencode, encoded as curl does ("name=content", "=content", "content"). */
function urlencodePiece(value: string, warnings: string[]): string {
  const encode = (text: string) =>
    encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  const at = value.indexOf('@');
  const eq = value.indexOf('=');
  if (at !== -1 && (eq === -1 || at < eq)) {
    warnings.push(`--data-urlencode ${value}: reads a local file, which a browser cannot; the field is left empty.`);
    return at === 0 ? '' : `${value.slice(0, at)}=`;
  }
  if (eq === -1) return encode(value);
  if (eq === 0) return encode(value.slice(1));
  return `${value.slice(0, eq)}=${encode(value.slice(eq + 1))}`;
}

function dataText(pieces: Data[], warnings: string[]): string {
  let text = '';
  pieces.forEach((piece, index) => {
    let value = piece.value;
    if (piece.kind === 'data-urlencode') value = urlencodePiece(value, warnings);
    else if (piece.kind !== 'data-raw' && value.startsWith('@')) {
      warnings.push(
        `${piece.kind === 'json' ? '--json' : '-d'} ${value}: reads a local file, which a browser cannot; paste its content into the body.`,
      );
      value = '';
    }
    // --json pieces are glued together; every other kind is joined with '&', as curl does.
    const separator = index === 0 ? '' : piece.kind === 'json' && pieces[index - 1]!.kind === 'json' ? '' : '&';
    text += separator + value;
  });
  return text;
}

function formRow(spec: string, literal: boolean, warnings: string[]): FormRow {
  const eq = spec.indexOf('=');
  const name = eq === -1 ? spec : spec.slice(0, eq);
  let value = eq === -1 ? '' : spec.slice(eq + 1);
  if (!literal && value.startsWith('@')) {
    const fileName = value.slice(1).split(';')[0]!;
    return {
      id: rowId(),
      key: name,
      value: '',
      enabled: true,
      kind: 'file',
      fileName: fileName.split(/[\\/]/).pop() ?? fileName,
    };
  }
  if (!literal && value.startsWith('<')) {
    warnings.push(`-F ${spec}: reads a field from a local file, which a browser cannot; the field is left empty.`);
    value = '';
  }
  // ";type=…" and ";filename=…" after a value are curl's own options, not part of it.
  if (!literal) value = value.replace(/;(type|filename|headers|encoder)=[^;]*/gi, '');
  return { id: rowId(), key: name, value, enabled: true, kind: 'text' };
}

function headerRow(line: string): KeyValueRow | null {
  const colon = line.indexOf(':');
  if (colon === -1) {
    // "-H 'X-Empty;'" sends an empty header; "-H 'Name'" alone removes one (nothing to import).
    const name = line.replace(/;$/, '').trim();
    return line.trim().endsWith(';') ? { id: rowId(), key: name, value: '', enabled: true } : null;
  }
  const value = line.slice(colon + 1).trim();
  // "-H 'Accept:'" removes a header curl would add: nothing to send.
  if (value === '') return null;
  return { id: rowId(), key: line.slice(0, colon).trim(), value, enabled: true };
}

/** Form fields of an urlencoded body, when reading them back gives the same text (else null). */
function formFields(text: string): KeyValueRow[] | null {
  if (text === '' || !text.split('&').every((part) => part.includes('='))) return null;
  const fields = paramsFromQuery(text);
  const again = new URLSearchParams(fields.map((f) => [f.key, f.value])).toString();
  const normalise = (t: string) => new URLSearchParams(t).toString();
  if (again !== normalise(text)) return null;
  return fields.map((f) => ({ id: rowId(), key: f.key, value: f.value, enabled: true }));
}

export function looksLikeCurl(text: string): boolean {
  return /^\s*(\$\s+)?curl(\.exe)?\s/i.test(text);
}

/** Parses `command`; throws an Error with the user's message when it is not a curl command with a URL. */
export function importCurl({ command }: { command: string }): CurlImport {
  const shellVariables = new Set<string>();
  const args = words(command, shellVariables);
  if (!/^(.*[\\/])?curl(\.exe)?$/i.test(args[0] ?? ''))
    throw new Error('This is not a curl command: it should start with "curl".');
  const warnings: string[] = [];
  const headers: KeyValueRow[] = [];
  const data: Data[] = [];
  const form: FormRow[] = [];
  let url: string | undefined;
  let method: string | undefined;
  let get = false;
  let head = false;
  let user: string | undefined;

  const take = (option: string, value: string | undefined) => {
    if (value === undefined) throw new Error(`${option} needs a value.`);
    const kind = WITH_VALUE[option]!;
    switch (kind) {
      case 'request':
        method = value.toUpperCase();
        break;
      case 'header': {
        const row = headerRow(value);
        if (row) headers.push(row);
        break;
      }
      case 'data':
      case 'data-binary':
      case 'data-raw':
      case 'data-urlencode':
      case 'json':
        data.push({ kind, value });
        if (kind === 'json') {
          if (!headers.some((h) => h.key.toLowerCase() === 'content-type'))
            headers.push({ id: rowId(), key: 'Content-Type', value: 'application/json', enabled: true });
          if (!headers.some((h) => h.key.toLowerCase() === 'accept'))
            headers.push({ id: rowId(), key: 'Accept', value: 'application/json', enabled: true });
        }
        break;
      case 'form':
      case 'form-string':
        form.push(formRow(value, kind === 'form-string', warnings));
        break;
      case 'user':
        user = value;
        break;
      case 'cookie':
        if (value.includes('=')) headers.push({ id: rowId(), key: 'Cookie', value, enabled: true });
        else warnings.push(`-b ${value}: reads cookies from a local file, which a browser cannot.`);
        break;
      case 'user-agent':
        headers.push({ id: rowId(), key: 'User-Agent', value, enabled: true });
        break;
      case 'referer':
        headers.push({ id: rowId(), key: 'Referer', value: value.replace(/;auto$/, ''), enabled: true });
        break;
      case 'range':
        headers.push({ id: rowId(), key: 'Range', value: `bytes=${value}`, enabled: true });
        break;
      case 'oauth2-bearer':
        headers.push({ id: rowId(), key: 'Authorization', value: `Bearer ${value}`, enabled: true });
        break;
      case 'url':
        if (url === undefined) url = value;
        else warnings.push(`Only the first URL is imported; ${value} was left out.`);
        break;
      case 'upload-file':
        warnings.push(`${option} ${value}: uploads a local file, which a browser cannot; choose the body yourself.`);
        method ??= 'PUT';
        break;
      case 'config':
        warnings.push(`${option} ${value}: reads options from a local file, which a browser cannot.`);
        break;
      default:
        break;
    }
  };

  for (let i = 1; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') {
      url ??= args[i + 1];
      break;
    }
    if (arg.startsWith('--')) {
      if (WITH_VALUE[arg]) take(arg, args[++i]);
      else if (FLAGS[arg]) {
        const flag = FLAGS[arg];
        if (flag === 'get') get = true;
        else if (flag === 'head') head = true;
        else if (flag === 'digest') warnings.push(`${arg}: only Basic authentication is imported.`);
      } else if (!IGNORED_LONG_FLAGS.test(arg)) warnings.push(`Ignored ${arg}.`);
      continue;
    }
    if (arg.startsWith('-') && arg.length > 1) {
      // Short options cluster ("-sSL") and take their value attached or as the next word ("-XPOST", "-X POST").
      for (let k = 1; k < arg.length; k++) {
        const option = `-${arg[k]}`;
        if (WITH_VALUE[option]) {
          const attached = arg.slice(k + 1);
          take(option, attached !== '' ? attached : args[++i]);
          break;
        }
        if (option === '-G') get = true;
        else if (option === '-I') head = true;
        else if (!SHORT_FLAGS.has(arg[k]!)) warnings.push(`Ignored ${option}.`);
      }
      continue;
    }
    if (url === undefined) url = arg;
    else warnings.push(`Only the first URL is imported; ${arg} was left out.`);
  }

  if (url === undefined) throw new Error('The curl command has no URL.');
  // curl assumes http:// when the URL has no scheme.
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(url)) url = `http://${url}`;
  if (!/^https?:\/\//i.test(url))
    throw new Error(`Only http:// and https:// URLs can be imported (this one is ${url.split(':')[0]}:).`);

  const draft = emptyDraft();
  const body = dataText(data, warnings);
  if (get && data.length > 0) {
    // -G: the data goes into the query string, and the request stays a GET (or HEAD).
    const { base, query, hash } = splitUrl(url);
    url = `${base}?${query ? `${query}&` : ''}${body}${hash}`;
  }
  let chosen = method ?? (head ? 'HEAD' : !get && (data.length > 0 || form.length > 0) ? 'POST' : 'GET');
  if (!HTTP_METHODS.includes(chosen as HttpMethod)) {
    warnings.push(`The method ${chosen} is not supported here; GET is used instead.`);
    chosen = 'GET';
  }
  draft.method = chosen as HttpMethod;
  draft.url = url;
  draft.params = paramsFromQuery(splitUrl(url).query).map(({ key, value }) => ({ id: rowId(), key, value, enabled: true }));
  draft.headers = headers;

  if (user !== undefined) {
    const colon = user.indexOf(':');
    draft.auth = {
      ...draft.auth,
      type: 'basic',
      basicUsername: colon === -1 ? user : user.slice(0, colon),
      basicPassword: colon === -1 ? '' : user.slice(colon + 1),
    };
    if (colon === -1) warnings.push('-u has no password (curl would ask for one); enter it under Auth.');
  }

  if (form.length > 0) {
    draft.body.type = 'multipart';
    draft.body.multipart = form;
    if (form.some((f) => f.kind === 'file'))
      warnings.push('Choose the files of the form again under Body: a browser cannot read them from the command.');
    // The boundary belongs to the serialized form: a copied Content-Type with an old boundary would break it.
    draft.headers = draft.headers.filter(
      (h) => !(h.key.toLowerCase() === 'content-type' && h.value.toLowerCase().startsWith('multipart/')),
    );
  } else if (data.length > 0 && !get) {
    const contentType = headers.find((h) => h.key.toLowerCase() === 'content-type')?.value;
    const mime = (contentType ?? 'application/x-www-form-urlencoded').split(';')[0]!.trim().toLowerCase();
    const fields = mime === 'application/x-www-form-urlencoded' ? formFields(body) : null;
    if (mime === 'application/json' || mime.endsWith('+json')) {
      draft.body.type = 'json';
      draft.body.json = body;
    } else if (fields) {
      draft.body.type = 'urlencoded';
      draft.body.urlencoded = fields;
      // The form sets its own Content-Type; a copied one is the same and would be sent twice.
      draft.headers = draft.headers.filter((h) => h.key.toLowerCase() !== 'content-type');
    } else {
      draft.body.type = 'text';
      draft.body.text = body;
      if ((TEXT_BODY_TYPES as readonly string[]).includes(mime)) {
        draft.body.textType = mime;
        draft.headers = draft.headers.filter(
          (h) => h.key.toLowerCase() !== 'content-type' || h.value.trim().toLowerCase() !== mime,
        );
      } else if (!contentType) {
        // curl's own default for -d: keep it, so the server sees the same request.
        draft.headers.push({ id: rowId(), key: 'Content-Type', value: 'application/x-www-form-urlencoded', enabled: true });
      }
    }
  }
  if (shellVariables.size > 0) {
    const names = [...shellVariables].map((n) => `{{${n}}}`).join(', ');
    warnings.push(
      `Shell variables became ${names}: give ${shellVariables.size === 1 ? 'it a value' : 'them values'} in an environment.`,
    );
  }
  return { draft, warnings };
}
