import { Database, Loader2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Alert, Badge, Card } from '@/components/Feedback';
import { TextArea, TextInput } from '@/components/Field';
import { formatMac, linkLocalIpv6 } from '@/engines/mac/mac';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { askRegistry } from './oui-client';
import type { LineResult } from './oui.worker';
import { describeVendor, REGISTRY_SOURCE, type MacReport, type VendorMatch } from './registry';

const TOOL_ID = 'mac-address-lookup';
const MAX_LINES = 1000;
const SHOWN = 50;

type Lookup = { key: string; results: LineResult[] } | { key: string; error: string };
type Search = { query: string; matches: VendorMatch[]; total: number } | { query: string; error: string };

const EXAMPLE = 'B8:27:EB:12:34:56\n70-B3-D5-00-10-01\n3c22.fb00.0001';

function linesOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(0, MAX_LINES);
}

function resultLine(report: MacReport): string {
  const block = report.vendor ? ` [${report.vendor.block} ${report.vendor.prefixText}]` : '';
  return `${formatMac(report.octets, 'colon', 'upper')}  ${describeVendor(report.vendor, report.local)}${block}`;
}

const MacAddressLookup: ToolScreen = ({ initialInput }) => {
  const [input, setInput] = useToolState('input', EXAMPLE, { start: initialInput });
  const [query, setQuery] = useToolState('vendor', '');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const [search, setSearch] = useState<Search | null>(null);
  const [loadMs, setLoadMs] = useState<number | null>(null);

  const lines = useMemo(() => linesOf(input), [input]);
  const key = lines.join('\n');

  useEffect(() => {
    if (key === '') return;
    let current = true;
    // A short pause while typing: each keystroke need not cross to the worker.
    const timer = window.setTimeout(() => {
      void askRegistry({ type: 'lookup', lines: key.split('\n') }).then((reply) => {
        if (!current) return;
        if (reply.type === 'lookup') {
          setLookup({ key, results: reply.results });
          if (reply.loadMs !== null) setLoadMs(reply.loadMs);
        } else if (reply.type === 'error') setLookup({ key, error: reply.message });
      });
    }, 80);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [key]);

  const trimmedQuery = query.trim();
  useEffect(() => {
    if (trimmedQuery.length < 2) return;
    let current = true;
    const timer = window.setTimeout(() => {
      void askRegistry({ type: 'search', query: trimmedQuery }).then((reply) => {
        if (!current) return;
        if (reply.type === 'search') setSearch({ query: trimmedQuery, matches: reply.matches, total: reply.total });
        else if (reply.type === 'error') setSearch({ query: trimmedQuery, error: reply.message });
      });
    }, 150);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [trimmedQuery]);

  const shown = lookup?.key === key ? lookup : null;
  const results = shown && 'results' in shown ? shown.results : [];
  const resultText = results.map((r) => ('report' in r ? resultLine(r.report) : `${lines[r.line]}  ${r.error}`)).join('\n');
  const loading = key !== '' && !shown;

  return (
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <TextArea
          label="MAC addresses (one a line)"
          value={input}
          onChange={(e) => setInput(e.target.value)}
          className="min-h-28"
          placeholder="00:1A:2B:3C:4D:5E"
          hint="Colons, dashes, Cisco dots or bare hex. Up to 1,000 a time."
        />
        <p className="flex items-start gap-2 text-xs text-muted">
          <Database className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
          <span>
            Vendors from the {REGISTRY_SOURCE.registries}, as of {REGISTRY_SOURCE.date} ({REGISTRY_SOURCE.package}{' '}
            {REGISTRY_SOURCE.version}). The registry (about 1.1 MB) loads the first time you look up an address and is then kept
            for offline use; nothing you type leaves this page.
            {loadMs !== null && ` Loaded and indexed in ${Math.round(loadMs)} ms.`}
          </span>
        </p>
      </Card>

      {loading && (
        <p className="flex items-center gap-2 text-sm text-muted" role="status">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          Loading the IEEE registry…
        </p>
      )}
      {shown && 'error' in shown && <Alert tone="error">{shown.error}</Alert>}

      {results.length > 0 && (
        <section aria-label="Results" className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-sm font-medium text-fg">
              {results.length === 1 ? '1 address' : `${results.length.toLocaleString('en-US')} addresses`}
              {results.length > SHOWN && ` (the first ${SHOWN} shown; Copy takes all)`}
            </h2>
            <div className="flex flex-wrap gap-2">
              <SendToButton value={tag('text', resultText)} fromToolId={TOOL_ID} />
              <CopyButton value={resultText} label="Copy results" />
            </div>
          </div>
          <div className="grid gap-3 lg:grid-cols-2">
            {results.slice(0, SHOWN).map((result) => (
              <ResultCard key={result.line} text={lines[result.line]!} result={result} />
            ))}
          </div>
        </section>
      )}

      <Card className="flex flex-col gap-3 p-4 sm:p-5">
        <TextInput
          label="Find a vendor’s prefixes"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="Raspberry Pi"
          hint="Search the registry by organisation name."
          autoComplete="off"
        />
        {search && search.query === trimmedQuery && 'error' in search && <Alert tone="error">{search.error}</Alert>}
        {search && search.query === trimmedQuery && 'matches' in search && (
          <VendorResults matches={search.matches} total={search.total} />
        )}
      </Card>
    </div>
  );
};

function ResultCard({ text, result }: { text: string; result: LineResult }) {
  if ('error' in result)
    return (
      <Card className="flex flex-col gap-2 p-4">
        <p className="font-mono text-sm break-all text-fg">{text}</p>
        <p className="text-sm text-danger">{result.error}</p>
      </Card>
    );
  const { report } = result;
  const { vendor } = report;
  const formats = [
    { label: 'Colons', value: formatMac(report.octets, 'colon', 'upper') },
    { label: 'Dashes', value: formatMac(report.octets, 'dash', 'upper') },
    { label: 'Cisco', value: formatMac(report.octets, 'dot', 'lower') },
    { label: 'Bare', value: formatMac(report.octets, 'bare', 'lower') },
    { label: 'IPv6 link-local (EUI-64)', value: linkLocalIpv6(report.octets) },
  ];
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-mono text-sm font-semibold break-all text-fg">{formatMac(report.octets, 'colon', 'upper')}</h3>
        <Badge>{report.multicast ? 'Multicast' : 'Unicast'}</Badge>
        <Badge>{report.local ? 'Locally administered' : 'Universal'}</Badge>
      </div>
      <div className="text-sm">
        <p className="font-medium text-fg">{vendor ? vendor.organisation : describeVendor(null, report.local)}</p>
        {vendor && (
          <p className="text-xs text-muted">
            {[...vendor.address, vendor.country].filter(Boolean).join(', ')}
            <br />
            {vendor.block} prefix {vendor.prefixText}
          </p>
        )}
        {!vendor && report.local && (
          <p className="text-xs text-muted">
            The U/L bit is set: software chose this address (a VM, a container, a phone’s private Wi-Fi address).
          </p>
        )}
      </div>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-2 gap-y-1 border-t border-border pt-2">
        {formats.map(({ label, value }) => (
          <div key={label} className="contents">
            <dt className="sr-only">{label}</dt>
            <dd className="min-w-0 text-[13px]">
              <span className="mr-2 text-xs text-muted">{label}</span>
              <span className="font-mono break-all text-fg">{value}</span>
            </dd>
            <dd>
              <CopyButton iconOnly variant="ghost" label={`Copy ${label}`} value={value} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function VendorResults({ matches, total }: { matches: VendorMatch[]; total: number }) {
  if (total === 0) return <p className="text-sm text-muted">No organisation in the registry has that name.</p>;
  return (
    <div className="flex flex-col gap-2">
      <p className="text-xs text-muted" aria-live="polite">
        {total === 1 ? '1 organisation' : `${total.toLocaleString('en-US')} organisations`}
        {total > matches.length && `, the first ${matches.length} shown`}
      </p>
      <ul className="divide-y divide-border rounded-lg border border-border">
        {matches.map((match) => (
          <li key={match.organisation} className="flex flex-col gap-1 px-3 py-2">
            <span className="text-sm font-medium text-fg">{match.organisation}</span>
            <span className="font-mono text-xs break-words text-muted">{match.prefixes.join('  ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default MacAddressLookup;
