import { ArrowLeftRight, Eraser } from 'lucide-react';
import { useDeferredValue, useId, useMemo } from 'react';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { Checkbox, inputClasses, TextArea } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import { tag } from '@/operations/kinds';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { compareLists, separators, type CompareOptions, type Separator } from './compare';

const separatorLabels: Record<Separator, string> = { newline: 'New lines', comma: 'Commas', whitespace: 'Spaces' };
const DEFAULT_OPTIONS: Required<CompareOptions> = { ignoreCase: false, trim: true, skipEmpty: true, separator: 'newline' };

const isOptions = (value: unknown): value is Required<CompareOptions> =>
  typeof value === 'object' &&
  value !== null &&
  ['ignoreCase', 'trim', 'skipEmpty'].every((key) => typeof (value as Record<string, unknown>)[key] === 'boolean') &&
  separators.includes((value as { separator: Separator }).separator);

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const ListCompare: ToolScreen = ({ initialInput }) => {
  const [listA, setListA] = useToolState('a', '', { start: initialInput });
  const [listB, setListB] = useToolState('b', '');
  const [options, setOptions] = useToolState('options', DEFAULT_OPTIONS, { persist: true, accept: isOptions });
  const set = <K extends keyof CompareOptions>(key: K, value: Required<CompareOptions>[K]) =>
    setOptions((o) => ({ ...o, [key]: value }));

  // Deferred: pasting two long lists keeps the text areas responsive.
  const a = useDeferredValue(listA);
  const b = useDeferredValue(listB);
  const result = useMemo(() => compareLists({ a, b, ...options }), [a, b, options]);
  const joiner = options.separator === 'comma' ? ', ' : '\n';
  const empty = listA === '' && listB === '';

  const duplicates = (count: number) => (count > 0 ? ` · ${plural(count, 'duplicate')} counted once` : '');

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-x-6 gap-y-3 rounded-xl border border-border bg-surface px-4 py-3">
        <SegmentedControl
          label="Items separated by"
          value={options.separator}
          options={separators.map((value) => ({ value, label: separatorLabels[value] }))}
          onChange={(value) => set('separator', value)}
        />
        <div className="flex flex-wrap gap-x-5 gap-y-2 pb-1.5">
          <Checkbox label="Ignore case" checked={options.ignoreCase} onChange={(e) => set('ignoreCase', e.target.checked)} />
          <Checkbox label="Trim whitespace" checked={options.trim} onChange={(e) => set('trim', e.target.checked)} />
          <Checkbox label="Skip empty items" checked={options.skipEmpty} onChange={(e) => set('skipEmpty', e.target.checked)} />
        </div>
        <div className="ml-auto flex gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setListA(listB);
              setListB(listA);
            }}
            disabled={empty}
          >
            <ArrowLeftRight className="h-4 w-4" aria-hidden />
            Swap A and B
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setListA('');
              setListB('');
            }}
            disabled={empty}
          >
            <Eraser className="h-4 w-4" aria-hidden />
            Clear
          </Button>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-2">
        <TextArea
          label="List A"
          value={listA}
          onChange={(e) => setListA(e.target.value)}
          placeholder="One item per line"
          className="min-h-48"
          hint={`${plural(result.counts.a, 'item')}, ${result.counts.uniqueA.toLocaleString('en-US')} distinct${duplicates(result.counts.duplicatesA)}`}
        />
        <TextArea
          label="List B"
          value={listB}
          onChange={(e) => setListB(e.target.value)}
          placeholder="One item per line"
          className="min-h-48"
          hint={`${plural(result.counts.b, 'item')}, ${result.counts.uniqueB.toLocaleString('en-US')} distinct${duplicates(result.counts.duplicatesB)}`}
        />
      </div>

      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <ResultList title="Only in A" items={result.onlyInA} joiner={joiner} />
        <ResultList title="Only in B" items={result.onlyInB} joiner={joiner} />
        <ResultList title="In both" items={result.inBoth} joiner={joiner} />
        <ResultList title="Union" items={result.union} joiner={joiner} />
      </div>
    </div>
  );
};

function ResultList({ title, items, joiner }: { title: string; items: string[]; joiner: string }) {
  const id = useId();
  const text = items.join(joiner);
  const name = title.charAt(0).toLowerCase() + title.slice(1);
  return (
    <Card className="flex min-w-0 flex-col gap-2 p-3">
      <div className="flex items-baseline justify-between gap-2">
        <label htmlFor={id} className="text-sm font-semibold text-fg">
          {title}
        </label>
        <span className="text-xs tabular-nums text-muted">
          {items.length.toLocaleString('en-US')}
          <span className="sr-only"> {items.length === 1 ? 'item' : 'items'}</span>
        </span>
      </div>
      <textarea
        id={id}
        readOnly
        value={text}
        spellCheck={false}
        placeholder="Nothing"
        className={cn(inputClasses, 'min-h-40 resize-y bg-surface-2 font-mono text-[13px] leading-relaxed')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <CopyButton value={text} disabled={items.length === 0} aria-label={`Copy ${name}`} />
        <SendToButton value={items.length ? tag('text', text) : null} fromToolId="list-compare" aria-label={`Send ${name} to…`} />
      </div>
    </Card>
  );
}

export default ListCompare;
