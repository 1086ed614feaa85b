import { Cookie, FileQuestion, Server } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert } from '@/components/Feedback';
import { JsonView } from '@/components/JsonView';
import { SegmentedControl } from '@/components/SegmentedControl';
import { Tabs } from '@/components/Tabs';
import type { TransportResponse } from '@/engines/http-transport/protocol';
import type { TextPreview } from '@/engines/http-transport/response-body';
import type { TransportClient } from '@/engines/http-transport/transport-client';
import { formatBytes, formatDuration, RouteBadge, StatusBadge } from '@/engines/http-transport/TransportNotes';
import { useStoredState } from '@/lib/use-stored-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import { cookiesOf, type ParsedCookie } from './cookies';

type BodyMode = 'pretty' | 'raw' | 'preview';

const extensions: Record<string, string> = {
  'application/json': 'json',
  'text/html': 'html',
  'application/xml': 'xml',
  'text/xml': 'xml',
  'text/plain': 'txt',
  'text/csv': 'csv',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
};

function fileNameFor(mime: string, pretty: boolean): string {
  if (pretty) return 'response.json';
  return `response.${extensions[mime] ?? (mime.endsWith('+json') ? 'json' : mime.endsWith('+xml') ? 'xml' : 'bin')}`;
}

function CutNote({ text, bodyBytes }: { text: TextPreview; bodyBytes: number }) {
  if (text.preview.length >= text.length) return null;
  return (
    <p className="text-xs text-muted">
      Showing the first {formatBytes(text.preview.length)} of {formatBytes(bodyBytes)} ({text.lines.toLocaleString('en-US')}{' '}
      lines); Copy and Download use all of it.
    </p>
  );
}

function ImagePreview({ blob }: { blob: Blob }) {
  const url = useMemo(() => URL.createObjectURL(blob), [blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <div className="flex min-h-48 items-center justify-center rounded-lg border border-border bg-[repeating-conic-gradient(var(--surface-2)_0_25%,var(--surface)_0_50%)] bg-[length:16px_16px] p-4">
      <img src={url} alt="The response image" className="max-h-96 max-w-full object-contain" />
    </div>
  );
}

function BodyTab({ response, responseId, client }: { response: TransportResponse; responseId: number; client: TransportClient }) {
  const { body } = response;
  const modes = useMemo(() => {
    const list: { value: BodyMode; label: string }[] = [];
    if (body.pretty) list.push({ value: 'pretty', label: 'Pretty' });
    if (body.raw) list.push({ value: 'raw', label: 'Raw' });
    if (body.html !== undefined || body.image) list.push({ value: 'preview', label: 'Preview' });
    return list;
  }, [body]);
  const [chosen, setChosen] = useStoredState<BodyMode>('http-client:bodyView', 'pretty');
  const mode = modes.some((m) => m.value === chosen) ? chosen : (modes[0]?.value ?? 'raw');
  const copyWhich = mode === 'pretty' ? 'pretty' : 'raw';

  if (body.kind === 'empty') return <p className="py-6 text-center text-sm text-muted">The response has no body.</p>;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {modes.length > 1 ? (
          <SegmentedControl label="Body view" hideLabel value={mode} options={modes} onChange={setChosen} />
        ) : (
          <span />
        )}
        <div className="flex flex-wrap items-center gap-2">
          {body.raw && (
            <SendToButton
              value={() => client.bodyText(responseId, copyWhich).then((text) => tag('text', text))}
              fromToolId="http-client"
              aria-label="Send the response body to…"
            />
          )}
          {(body.kind === 'binary' || body.kind === 'image') && (
            <SendToButton
              value={async () => tag('bytes', new Uint8Array(await (await client.bodyBlob(responseId, 'raw')).arrayBuffer()))}
              fromToolId="http-client"
              aria-label="Send the response body to…"
            />
          )}
          {body.raw && <CopyButton value={() => client.bodyText(responseId, copyWhich)} />}
          <DownloadButton
            fileName={fileNameFor(body.mime, mode === 'pretty')}
            content={() => client.bodyBlob(responseId, copyWhich)}
          />
        </div>
      </div>
      {body.jsonError && (
        <Alert tone="warning" title="The body says it is JSON but does not parse">
          {body.jsonError}
        </Alert>
      )}
      {mode === 'pretty' && body.pretty && (
        <>
          <div className="flex max-h-[32rem] min-h-0 flex-col">
            <JsonView label="Response body" text={body.pretty.preview} className="min-h-0" />
          </div>
          <CutNote text={body.pretty} bodyBytes={response.bodyBytes} />
        </>
      )}
      {mode === 'raw' && body.raw && (
        <>
          <pre
            aria-label="Response body (raw)"
            tabIndex={0}
            className="max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-lg border border-border bg-surface p-4 font-mono text-[13px] leading-relaxed text-fg"
          >
            {body.raw.preview}
          </pre>
          <CutNote text={body.raw} bodyBytes={response.bodyBytes} />
        </>
      )}
      {mode === 'preview' && body.html !== undefined && (
        <>
          {/* No allow-same-origin and no allow-scripts: the page is shown, never run as us. */}
          <iframe
            title="HTML preview"
            sandbox=""
            srcDoc={body.html}
            className="h-96 w-full rounded-lg border border-border bg-white"
          />
          <p className="text-xs text-muted">
            Previewed without scripts, in a sandbox that cannot reach this page; images and styles from other sites are not
            loaded.
          </p>
        </>
      )}
      {mode === 'preview' && body.image && <ImagePreview blob={body.image} />}
      {body.kind === 'binary' && (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted">
          <FileQuestion className="h-6 w-6" aria-hidden />
          Binary data ({body.mime || 'no content type'}, {formatBytes(response.bodyBytes)}). Download it to open it.
        </div>
      )}
    </div>
  );
}

function HeadersTab({ response }: { response: TransportResponse }) {
  return (
    <div className="flex flex-col gap-2">
      {response.route === 'direct' && (
        <p className="text-xs text-muted">
          From the browser a page sees only the headers the target exposes (Access-Control-Expose-Headers). The relay shows them
          all.
        </p>
      )}
      {response.headers.length === 0 ? (
        <p className="py-4 text-sm text-muted">No headers.</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-border">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Response headers</caption>
            <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Name
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Value
                </th>
              </tr>
            </thead>
            <tbody>
              {response.headers.map(([name, value], i) => (
                <tr key={i} className="border-t border-border align-top">
                  <th scope="row" className="whitespace-nowrap px-3 py-1.5 font-mono text-[12.5px] font-medium text-fg">
                    {name}
                  </th>
                  <td className="break-all px-3 py-1.5 font-mono text-[12.5px] text-fg">{value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

function expiryText(cookie: ParsedCookie): string {
  if (cookie.maxAge !== undefined && cookie.maxAge <= 0) return 'Deleted (Max-Age 0)';
  if (!cookie.expires) return 'Session';
  return cookie.expires.toUTCString();
}

function CookiesTab({
  response,
  receivedAt,
  onSendThroughRelay,
}: {
  response: TransportResponse;
  receivedAt: Date;
  onSendThroughRelay: () => void;
}) {
  const cookies = useMemo(() => cookiesOf({ headers: response.headers, receivedAt }), [response.headers, receivedAt]);
  if (response.route === 'direct') {
    return (
      <div className="flex flex-col items-start gap-3 rounded-lg border border-dashed border-border p-6 text-sm text-muted">
        <p className="flex items-center gap-2 text-fg">
          <Cookie className="h-4 w-4" aria-hidden />
          Browsers never show Set-Cookie to a page.
        </p>
        <p>
          This answer came straight to the browser, so its cookies cannot be read here. Send it through the relay to see them.
        </p>
        <Button variant="outline" size="sm" onClick={onSendThroughRelay}>
          <Server className="h-4 w-4" aria-hidden />
          Send through the relay
        </Button>
      </div>
    );
  }
  if (cookies.length === 0) return <p className="py-4 text-sm text-muted">The response sets no cookies.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Cookies set by the response</caption>
        <thead className="bg-surface-2 text-xs uppercase tracking-wide text-muted">
          <tr>
            {['Name', 'Value', 'Domain', 'Path', 'Expires', 'Flags'].map((h) => (
              <th key={h} scope="col" className="whitespace-nowrap px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie, i) => (
            <tr key={i} className="border-t border-border align-top">
              <th scope="row" className="px-3 py-1.5 font-mono text-[12.5px] font-medium text-fg">
                {cookie.name || <span className="text-muted">(no name)</span>}
              </th>
              <td className="max-w-56 break-all px-3 py-1.5 font-mono text-[12.5px] text-fg">{cookie.value}</td>
              <td className="px-3 py-1.5 text-fg">{cookie.domain ?? <span className="text-muted">this host</span>}</td>
              <td className="px-3 py-1.5 font-mono text-[12.5px] text-fg">
                {cookie.path ?? <span className="text-muted">default</span>}
              </td>
              <td className="whitespace-nowrap px-3 py-1.5 text-fg">{expiryText(cookie)}</td>
              <td className="px-3 py-1.5 text-fg">
                {[
                  cookie.httpOnly && 'HttpOnly',
                  cookie.secure && 'Secure',
                  cookie.sameSite && `SameSite=${cookie.sameSite}`,
                  cookie.partitioned && 'Partitioned',
                ]
                  .filter(Boolean)
                  .join(' · ') || '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ResponsePanelProps = {
  response: TransportResponse;
  responseId: number;
  receivedAt: Date;
  client: TransportClient;
  onSendThroughRelay: () => void;
};

/** Status, time, size and route, then the Body, Headers and Cookies tabs (spec §2). */
export function ResponsePanel({ response, responseId, receivedAt, client, onSendThroughRelay }: ResponsePanelProps) {
  const [tab, setTab] = useState<'body' | 'headers' | 'cookies'>('body');
  const cookieCount = response.route === 'relay' ? response.headers.filter(([n]) => n.toLowerCase() === 'set-cookie').length : 0;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2" aria-label="Response summary" role="group">
        <StatusBadge status={response.status} statusText={response.statusText} />
        <span className="text-sm text-muted">
          <span className="sr-only">Time: </span>
          {formatDuration(response.durationMs)}
        </span>
        <span className="text-sm text-muted">
          <span className="sr-only">Size: </span>
          {formatBytes(response.bodyBytes)}
        </span>
        <RouteBadge response={response} />
      </div>
      <p className="text-xs text-muted">
        {response.routeNote}
        {response.remoteAddress ? ` Connected to ${response.remoteAddress}.` : ''}
        {response.redirects.length > 0
          ? ` Followed ${response.redirects.length} redirect${response.redirects.length === 1 ? '' : 's'} to ${response.url}.`
          : response.redirected
            ? ` Redirected to ${response.url}.`
            : ''}
      </p>
      {response.truncated && (
        <Alert tone="warning" title="Response cut off at 10 MB">
          The body is larger than 10 MB; only its first 10 MB were read.
        </Alert>
      )}
      <Tabs
        label="Response"
        value={tab}
        onChange={setTab}
        items={[
          { value: 'body', label: 'Body', content: <BodyTab response={response} responseId={responseId} client={client} /> },
          { value: 'headers', label: `Headers (${response.headers.length})`, content: <HeadersTab response={response} /> },
          {
            value: 'cookies',
            label: response.route === 'relay' ? `Cookies (${cookieCount})` : 'Cookies',
            content: <CookiesTab response={response} receivedAt={receivedAt} onSendThroughRelay={onSendThroughRelay} />,
          },
        ]}
      />
    </div>
  );
}
