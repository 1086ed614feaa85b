import { Globe, Server, ShieldAlert } from 'lucide-react';
import { Button } from '@/components/Button';
import { Alert } from '@/components/Feedback';
import { Select } from '@/components/Field';
import { cn } from '@/lib/cn';
import type { TransportFailure, TransportResponse } from './protocol';
import type { TransportMode } from './wire';

// What the two API clients show about how a request travelled, shared so they say it alike.

export const transportModes: { value: TransportMode; label: string; hint: string }[] = [
  { value: 'auto', label: 'Auto', hint: 'From the browser when the target allows it (CORS), else through the DevForge relay' },
  { value: 'direct', label: 'Browser', hint: 'Always from your browser: reaches localhost and your network; needs CORS' },
  {
    value: 'relay',
    label: 'Relay',
    hint: 'Always through the DevForge server: no CORS needed, sends any header, shows Set-Cookie; public addresses only',
  },
];

export function SendViaSelect({
  value,
  onChange,
  className,
}: {
  value: TransportMode;
  onChange: (mode: TransportMode) => void;
  className?: string;
}) {
  const current = transportModes.find((m) => m.value === value) ?? transportModes[0]!;
  return (
    <Select
      label="Send via"
      wrapperClassName={cn('w-full sm:w-36', className)}
      value={value}
      title={current.hint}
      onChange={(e) => onChange(e.target.value as TransportMode)}
    >
      {transportModes.map((mode) => (
        <option key={mode.value} value={mode.value} title={mode.hint}>
          {mode.label}
        </option>
      ))}
    </Select>
  );
}

/** "via Browser" or "via Relay" (the screens show the reason, routeNote, beside it). */
export function RouteBadge({ response }: { response: Pick<TransportResponse, 'route'> }) {
  const relay = response.route === 'relay';
  const Icon = relay ? Server : Globe;
  return (
    <span className="inline-flex items-center gap-1.5 text-sm text-muted">
      <span
        className={cn(
          'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium',
          relay ? 'border-accent/40 bg-accent/10 text-fg' : 'border-primary/40 bg-primary/10 text-fg',
        )}
      >
        <Icon className="h-3.5 w-3.5" aria-hidden />
        {relay ? 'via Relay' : 'via Browser'}
      </span>
    </span>
  );
}

/** A failure in the red box (spec §8), explained; CORS and network failures offer the relay. */
export function TransportFailureAlert({
  failure,
  onSendThroughRelay,
}: {
  failure: TransportFailure;
  onSendThroughRelay?: () => void;
}) {
  return (
    <Alert tone={failure.kind === 'aborted' ? 'info' : 'error'} title={failure.title}>
      <p className="mt-1">{failure.message}</p>
      {failure.suggestRelay && onSendThroughRelay && (
        <Button variant="outline" size="sm" className="mt-3" onClick={onSendThroughRelay}>
          <ShieldAlert className="h-4 w-4" aria-hidden />
          Send through the relay
        </Button>
      )}
    </Alert>
  );
}

export function formatBytes(size: number): string {
  if (size < 1024) return `${size} B`;
  if (size < 1024 * 1024) return `${(size / 1024).toFixed(1)} KB`;
  return `${(size / 1024 / 1024).toFixed(1)} MB`;
}

export function formatDuration(ms: number): string {
  return ms < 1000 ? `${Math.round(ms)} ms` : `${(ms / 1000).toFixed(2)} s`;
}

/** Status colours: 2xx green, 3xx blue, 4xx amber, 5xx red. */
export function StatusBadge({ status, statusText }: { status: number; statusText: string }) {
  const tone =
    status >= 500
      ? 'border-danger/40 bg-danger/10'
      : status >= 400
        ? 'border-warning/40 bg-warning/10'
        : status >= 300
          ? 'border-primary/40 bg-primary/10'
          : 'border-success/40 bg-success/10';
  const dot = status >= 500 ? 'bg-danger' : status >= 400 ? 'bg-warning' : status >= 300 ? 'bg-primary' : 'bg-success';
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-md border px-2 py-0.5 font-mono text-sm font-semibold text-fg',
        tone,
      )}
    >
      <span className={cn('h-2 w-2 rounded-full', dot)} aria-hidden />
      {status} {statusText || reasonPhrase(status)}
    </span>
  );
}

// HTTP/2 and many servers send no reason phrase: show the standard one.
const phrases: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  206: 'Partial Content',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};
function reasonPhrase(status: number): string {
  return phrases[status] ?? '';
}
