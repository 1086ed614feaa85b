import { useId } from 'react';
import { CopyButton } from '@/components/CopyButton';
import { Card } from '@/components/Feedback';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import type { ToolScreen } from '../types';
import { formatNumber, parseNumber, percentChange, percentageOf, percentOf } from './percentage';

type Outcome = { value: string; text: string } | { error: string } | null;

/** The result of a calculation on two typed numbers: nothing while a field is empty, a reason when it cannot be done. */
function calculate(a: string, b: string, compute: (x: number, y: number) => number, suffix = ''): Outcome {
  if (a.trim() === '' || b.trim() === '') return null;
  const x = parseNumber(a);
  const y = parseNumber(b);
  if (Number.isNaN(x) || Number.isNaN(y)) return { error: 'Enter numbers, e.g. 12.5 or 1,250' };
  try {
    const result = compute(x, y);
    return { value: String(result), text: `${formatNumber(result)}${suffix}` };
  } catch (err) {
    return { error: (err as Error).message };
  }
}

const PercentageCalculator: ToolScreen = () => {
  const [ofPercent, setOfPercent] = useToolState('ofPercent', '');
  const [ofValue, setOfValue] = useToolState('ofValue', '');
  const [part, setPart] = useToolState('part', '');
  const [whole, setWhole] = useToolState('whole', '');
  const [from, setFrom] = useToolState('from', '');
  const [to, setTo] = useToolState('to', '');

  const change = calculate(from, to, percentChange, '%');
  const direction =
    change && 'value' in change
      ? Number(change.value) > 0
        ? 'increase'
        : Number(change.value) < 0
          ? 'decrease'
          : 'no change'
      : null;

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <Calculator
        title="Percentage of a value"
        fields={[
          { label: 'Percentage', value: ofPercent, onChange: setOfPercent, before: 'What is', after: '%' },
          { label: 'Value', value: ofValue, onChange: setOfValue, before: 'of', after: '?' },
        ]}
        outcome={calculate(ofPercent, ofValue, percentOf)}
      />
      <Calculator
        title="Share of a whole"
        fields={[
          { label: 'Part', value: part, onChange: setPart, after: 'is what % of' },
          { label: 'Whole', value: whole, onChange: setWhole, after: '?' },
        ]}
        outcome={calculate(part, whole, percentageOf, '%')}
      />
      <Calculator
        title="Change between two values"
        fields={[
          { label: 'From', value: from, onChange: setFrom, before: 'From' },
          { label: 'To', value: to, onChange: setTo, before: 'to' },
        ]}
        outcome={change}
        note={direction && direction !== 'no change' ? `${direction === 'increase' ? 'an' : 'a'} ${direction}` : direction}
      />
    </div>
  );
};

type Field = { label: string; value: string; onChange: (value: string) => void; before?: string; after?: string };

function Calculator({
  title,
  fields,
  outcome,
  note,
}: {
  title: string;
  fields: Field[];
  outcome: Outcome;
  note?: string | null;
}) {
  const titleId = useId();
  const resultId = useId();
  return (
    <Card className="flex flex-col gap-4 p-4 sm:p-5">
      <h2 id={titleId} className="text-base font-semibold text-fg">
        {title}
      </h2>
      <div role="group" aria-labelledby={titleId} className="flex flex-wrap items-center gap-x-2 gap-y-2 text-sm text-fg">
        {fields.map((field) => (
          <FieldInline key={field.label} {...field} />
        ))}
      </div>
      <div className="mt-auto flex items-end justify-between gap-3 rounded-lg bg-surface-2 px-4 py-3">
        <div className="min-w-0">
          <p id={resultId} className="text-xs font-medium uppercase tracking-wide text-muted">
            Result
          </p>
          <output
            aria-labelledby={`${titleId} ${resultId}`}
            className={cn(
              'block break-all text-2xl font-semibold tabular-nums',
              outcome && 'error' in outcome ? 'text-base text-danger' : 'text-fg',
            )}
          >
            {outcome === null ? '–' : 'error' in outcome ? outcome.error : outcome.text}
          </output>
          {note && outcome && 'value' in outcome && <p className="text-xs text-muted">{note}</p>}
        </div>
        <CopyButton
          value={outcome && 'value' in outcome ? outcome.value : ''}
          disabled={!outcome || 'error' in outcome}
          iconOnly
          aria-label={`Copy the result: ${title.toLowerCase()}`}
        />
      </div>
    </Card>
  );
}

function FieldInline({ label, value, onChange, before, after }: Field) {
  const id = useId();
  return (
    <>
      {before && <span aria-hidden>{before}</span>}
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        placeholder="0"
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClasses, 'w-28 tabular-nums')}
      />
      {after && <span aria-hidden>{after}</span>}
    </>
  );
}

export default PercentageCalculator;
