import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert, Card } from '@/components/Feedback';
import { TextArea, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { Tabs } from '@/components/Tabs';
import { bitsOf } from '@/engines/ip/address';
import { formatNetwork } from '@/engines/ip/network';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import {
  splitPrefix,
  subnetCount,
  subnetDetails,
  subnetRows,
  summariseText,
  type BinaryRow,
  type SplitBy,
  type SubnetDetails,
} from './subnet';
import { useSplitExport } from './use-split';

const TOOL_ID = 'ip-subnet-calculator';
// Rows a page of the split table shows: enough to scan, few enough to draw within a frame.
const PAGE = 100;
type Tab = 'split' | 'summarise';

function attempt<T>(work: () => T): { value: T; error: null } | { value: null; error: string } {
  try {
    return { value: work(), error: null };
  } catch (err) {
    return { value: null, error: err instanceof Error ? err.message : String(err) };
  }
}

/** A pasted list of networks goes to Summarise; one network to the calculator. */
function startsWithList(input: string | undefined): boolean {
  return !!input && input.trim().split(/\s*[\r\n,]+\s*/).length > 1;
}

const IpSubnetCalculator: ToolScreen = ({ initialInput }) => {
  const list = startsWithList(initialInput);
  const [network, setNetwork] = useToolState('network', '192.168.1.0/24', {
    start: !list && initialInput ? initialInput.trim() : undefined,
  });
  const [tab, setTab] = useToolState<Tab>('tab', 'split', {
    start: list ? 'summarise' : undefined,
    accept: (v): v is Tab => v === 'split' || v === 'summarise',
  });
  const [splitBy, setSplitBy] = useToolState<SplitBy>('splitBy', 'prefix', {
    accept: (v): v is SplitBy => v === 'prefix' || v === 'count',
    persist: true,
  });
  const [splitValue, setSplitValue] = useToolState('splitValue', '26');
  const [summaryInput, setSummaryInput] = useToolState('summarise', '10.0.0.0/24\n10.0.1.0/24\n10.0.2.0/23', {
    start: list ? initialInput : undefined,
  });

  const details = useMemo(() => attempt(() => subnetDetails(network)), [network]);

  return (
    <div className="flex flex-col gap-5">
      <Card className="p-4 sm:p-5">
        <TextInput
          label="Network"
          value={network}
          onChange={(e) => setNetwork(e.target.value)}
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          placeholder="192.168.1.0/24"
          error={details.error ?? undefined}
          hint={
            details.error
              ? undefined
              : 'IPv4 or IPv6: 192.168.1.0/24, 10.1.2.3 255.255.0.0, 2001:db8::/48. An address without a prefix is a single host.'
          }
        />
      </Card>

      {details.value && (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          <DetailsCard details={details.value} />
          <BinaryCard rows={details.value.binary} prefix={details.value.network.prefix} />
        </div>
      )}

      <Tabs<Tab>
        label="Subnet tools"
        value={tab}
        onChange={setTab}
        items={[
          {
            value: 'split',
            label: 'Split',
            content: details.value ? (
              <SplitPanel details={details.value} by={splitBy} onBy={setSplitBy} value={splitValue} onValue={setSplitValue} />
            ) : (
              <p className="text-sm text-muted">Enter a network above to split it.</p>
            ),
          },
          { value: 'summarise', label: 'Summarise', content: <SummarisePanel input={summaryInput} onInput={setSummaryInput} /> },
        ]}
      />
    </div>
  );
};

function DetailsCard({ details }: { details: SubnetDetails }) {
  const headingId = useId();
  const all = details.rows.map((r) => `${r.label}: ${r.value}`).join('\n');
  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby={headingId}>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-sm font-medium text-fg">
            IPv{details.network.version} network
          </h2>
          <CopyButton value={all} label="Copy all" />
        </div>
        <dl className="divide-y divide-border">
          {details.rows.map(({ label, value }) => (
            <div
              key={label}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-1.5 sm:grid-cols-[8.5rem_minmax(0,1fr)_auto]"
            >
              <dt className="text-xs text-muted">{label}</dt>
              <dd className="col-start-1 font-mono text-[13px] break-words text-fg sm:col-start-2 sm:row-start-1">{value}</dd>
              <dd className="col-start-2 row-span-2 row-start-1 sm:col-start-3 sm:row-span-1">
                <CopyButton iconOnly variant="ghost" label={`Copy ${label}`} value={value} />
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </Card>
  );
}

/** Bits with the network part (the first `prefix` bits) set apart from the host part. */
function Bits({ bits, prefix }: { bits: string; prefix: number }) {
  let seen = 0;
  let cut = bits.length;
  for (let i = 0; i < bits.length; i++) {
    if (bits[i] !== '0' && bits[i] !== '1') continue;
    if (seen === prefix) {
      cut = i;
      break;
    }
    seen++;
  }
  return (
    <>
      <span className="font-semibold text-primary">{bits.slice(0, cut)}</span>
      <span className="text-muted">{bits.slice(cut)}</span>
    </>
  );
}

function BinaryCard({ rows, prefix }: { rows: BinaryRow[]; prefix: number }) {
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-1 text-sm font-medium text-fg">Binary</h2>
      <p className="mb-3 text-xs text-muted">
        <span className="font-semibold text-primary">Network bits ({prefix})</span> and host bits.
      </p>
      <dl className="flex flex-col gap-3">
        {rows.map(({ label, bits }) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-mono text-[13px] leading-relaxed break-all">
              <Bits bits={bits} prefix={prefix} />
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

function SplitPanel({
  details,
  by,
  onBy,
  value,
  onValue,
}: {
  details: SubnetDetails;
  by: SplitBy;
  onBy: (by: SplitBy) => void;
  value: string;
  onValue: (value: string) => void;
}) {
  const { network } = details;
  const prefix = useMemo(() => attempt(() => splitPrefix(network, by, Number(value))), [network, by, value]);
  const splitKey = prefix.value === null ? null : `${formatNetwork(network)}>${prefix.value}`;
  const total = prefix.value === null ? 0 : subnetCount(network, prefix.value);
  const pages = Math.max(1, Math.ceil(total / PAGE));
  // The page shown belongs to a split: another split starts at its first page.
  const [at, setAt] = useState<{ key: string | null; page: number }>({ key: null, page: 0 });
  const page = at.key === splitKey ? Math.min(at.page, pages - 1) : 0;
  const goTo = (next: number) => setAt({ key: splitKey, page: Math.max(0, Math.min(pages - 1, next)) });
  // Only the rows on screen are computed: a /8 into /24s shows its first page at once.
  const rows = useMemo(
    () => (prefix.value === null ? [] : subnetRows(network, prefix.value, page * PAGE, PAGE)),
    [network, prefix.value, page],
  );
  const exportList = useSplitExport(prefix.value === null ? null : network, prefix.value);
  const bits = bitsOf(network.version);
  const from = page * PAGE;

  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-end gap-4">
        <SegmentedControl<SplitBy>
          label="Split by"
          value={by}
          onChange={(next) => {
            onBy(next);
            onValue(next === 'count' ? '4' : String(Math.min(bits, network.prefix + 2)));
          }}
          options={[
            { value: 'prefix', label: 'New prefix' },
            { value: 'count', label: 'Number of subnets' },
          ]}
        />
        <TextInput
          label={by === 'prefix' ? 'New prefix length' : 'Number of subnets'}
          type="number"
          inputMode="numeric"
          min={by === 'prefix' ? network.prefix : 1}
          max={by === 'prefix' ? bits : undefined}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          wrapperClassName="w-48"
        />
        {prefix.value !== null && (
          <p className="pb-2 text-sm text-muted" aria-live="polite">
            {total.toLocaleString('en-US')} subnets of /{prefix.value}
            {rows[0] ? `, ${rows[0].hosts} usable hosts each` : ''}
          </p>
        )}
      </div>
      {prefix.error && <Alert tone="error">{prefix.error}</Alert>}
      {prefix.value !== null && (
        <>
          <div className="overflow-x-auto rounded-lg border border-border">
            <table className="w-full text-left text-[13px]">
              <caption className="sr-only">Subnets</caption>
              <thead className="bg-surface-2 text-xs text-muted">
                <tr>
                  <th scope="col" className="hidden px-3 py-2 font-medium sm:table-cell">
                    #
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Subnet
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    Usable range
                  </th>
                  <th scope="col" className="px-3 py-2 text-right font-medium">
                    Hosts
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border font-mono">
                {rows.map((row, i) => (
                  <tr key={row.cidr}>
                    <td className="hidden px-3 py-1.5 text-muted sm:table-cell">{(from + i + 1).toLocaleString('en-US')}</td>
                    <td className="px-3 py-1.5 whitespace-nowrap text-fg">{row.cidr}</td>
                    <td className="px-3 py-1.5 text-fg">
                      <span className="whitespace-nowrap">{row.first}</span> –{' '}
                      <span className="whitespace-nowrap">{row.last}</span>
                    </td>
                    <td className="px-3 py-1.5 text-right text-fg">{row.hosts}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 && <Pager page={page} pages={pages} from={from} shown={rows.length} total={total} onPage={goTo} />}
          <div className="flex flex-wrap items-center justify-end gap-2">
            <SendToButton value={() => exportList('text').then((text) => tag('text', text))} fromToolId={TOOL_ID} />
            <DownloadButton
              fileName="subnets.csv"
              mimeType="text/csv;charset=utf-8"
              label="Download CSV"
              content={() => exportList('csv')}
            />
            <DownloadButton
              fileName="subnets.txt"
              mimeType="text/plain;charset=utf-8"
              content={() => exportList('text').then((text) => `${text}\n`)}
            />
            <CopyButton value={() => exportList('text')} label="Copy subnets" />
          </div>
        </>
      )}
    </Card>
  );
}

/** Moves through a split's pages: previous and next, and straight to a page by number. */
function Pager({
  page,
  pages,
  from,
  shown,
  total,
  onPage,
}: {
  page: number;
  pages: number;
  from: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
}) {
  // The page field holds what is typed until it names a page (an empty field while retyping is fine).
  const [typed, setTyped] = useState<string | null>(null);
  return (
    <nav aria-label="Subnet pages" className="flex flex-wrap items-end gap-x-3 gap-y-2">
      <p className="mr-auto basis-full pb-2 text-sm text-muted sm:basis-auto">
        Rows {(from + 1).toLocaleString('en-US')}–{(from + shown).toLocaleString('en-US')} of {total.toLocaleString('en-US')}
      </p>
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)} disabled={page === 0} aria-label="Previous page">
        <ChevronLeft className="h-4 w-4" aria-hidden />
        {/* Icons alone on a phone, so the pager keeps to one line. */}
        <span className="hidden sm:inline">Previous</span>
      </Button>
      <div className="flex items-center gap-2 text-sm text-muted">
        <TextInput
          label="Page"
          type="number"
          inputMode="numeric"
          min={1}
          max={pages}
          value={typed ?? String(page + 1)}
          onChange={(e) => {
            setTyped(e.target.value);
            const n = Number(e.target.value);
            if (e.target.value !== '' && Number.isInteger(n)) onPage(n - 1);
          }}
          onBlur={() => setTyped(null)}
          wrapperClassName="w-20 sm:w-24"
          className="text-right"
        />
        <span className="self-end pb-2">of {pages.toLocaleString('en-US')}</span>
      </div>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)} disabled={page === pages - 1} aria-label="Next page">
        <span className="hidden sm:inline">Next</span>
        <ChevronRight className="h-4 w-4" aria-hidden />
      </Button>
    </nav>
  );
}

function SummarisePanel({ input, onInput }: { input: string; onInput: (input: string) => void }) {
  const result = useMemo(() => (input.trim() ? attempt(() => summariseText(input)) : null), [input]);
  const output = result?.value ?? '';
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <p className="text-sm text-muted">
        The fewest networks that cover exactly the same addresses (overlaps and neighbours merge). IPv4 and IPv6 can be mixed.
      </p>
      <div className="grid gap-4 lg:grid-cols-2">
        <TextArea
          label="Networks to summarise"
          value={input}
          onChange={(e) => onInput(e.target.value)}
          placeholder={'10.0.0.0/24\n10.0.1.0/24'}
          error={result?.error ?? undefined}
        />
        <div className="flex min-w-0 flex-col gap-2">
          <TextArea label="Summarised" readOnly value={output} className="bg-surface-2" />
          <div className="flex flex-wrap justify-end gap-2">
            <SendToButton value={output ? tag('text', output) : null} fromToolId={TOOL_ID} />
            <CopyButton value={output} disabled={!output} />
          </div>
        </div>
      </div>
    </Card>
  );
}

export default IpSubnetCalculator;
