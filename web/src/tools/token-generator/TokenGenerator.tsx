import { RefreshCw } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { OutputField } from '@/tools/crypto-fields/OutputField';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, inputClasses, TextInput } from '@/components/Field';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import type { ToolScreenProps } from '../types';
import {
  alphabetOf,
  characterClasses,
  defaultTokenOptions,
  entropyBits,
  generateTokens,
  LOOK_ALIKES,
  MAX_COUNT,
  MAX_LENGTH,
  MIN_LENGTH,
  strengthOf,
  type CharacterClass,
  type TokenOptions,
} from './token';

const TOOL_ID = 'token-generator';

const classLabels: Record<CharacterClass, string> = {
  uppercase: 'Uppercase',
  lowercase: 'Lowercase',
  digits: 'Digits',
  symbols: 'Symbols',
};
const classSamples: Record<CharacterClass, string> = { uppercase: 'A-Z', lowercase: 'a-z', digits: '0-9', symbols: '!#$%…' };

const strengthStyles = {
  weak: 'bg-danger',
  fair: 'bg-warning',
  strong: 'bg-success',
  'very strong': 'bg-success',
} as const;

function isOptions(value: unknown): value is TokenOptions {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return Object.entries(defaultTokenOptions).every(([key, d]) => typeof v[key] === typeof d);
}

function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const id = useId();
  const [text, setText] = useState(String(value));
  const [last, setLast] = useState(value);
  if (value !== last) {
    setLast(value);
    setText(String(value));
  }
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          const n = e.target.valueAsNumber;
          if (Number.isInteger(n) && n >= min && n <= max) onChange(n);
        }}
        onBlur={() => setText(String(value))}
        className={cn(inputClasses, 'w-28 tabular-nums')}
      />
    </div>
  );
}

export default function TokenGenerator(_props: ToolScreenProps) {
  const [options, setOptions] = useToolState<TokenOptions>('options', defaultTokenOptions, { persist: true, accept: isOptions });
  const [round, setRound] = useState(0);
  const update = (patch: Partial<TokenOptions>) => setOptions((o) => ({ ...o, ...patch }));

  const alphabet = useMemo(() => alphabetOf(options), [options]);
  const result = useMemo(() => {
    try {
      return { tokens: generateTokens(options), error: null };
    } catch (err) {
      return { tokens: [], error: (err as Error).message };
    }
    // `round` draws again with the same options.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options, round]);
  const bits = entropyBits({ length: options.length, alphabetSize: alphabet.length });
  const strength = strengthOf(bits);

  return (
    <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Card className="flex min-w-0 flex-col gap-5 p-4 sm:p-5">
        <h2 className="text-base font-semibold text-fg">Options</h2>
        <div className="flex flex-wrap gap-4">
          <NumberField
            label="Length"
            value={options.length}
            min={MIN_LENGTH}
            max={MAX_LENGTH}
            onChange={(length) => update({ length })}
          />
          <NumberField label="How many" value={options.count} min={1} max={MAX_COUNT} onChange={(count) => update({ count })} />
        </div>
        <fieldset className="flex flex-col gap-3" disabled={options.custom !== ''}>
          <legend className="mb-2 text-sm font-medium text-fg">Characters</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {(Object.keys(characterClasses) as CharacterClass[]).map((key) => (
              <Checkbox
                key={key}
                checked={options[key]}
                onChange={(e) => update({ [key]: e.target.checked })}
                label={
                  <span>
                    {classLabels[key]} <span className="font-mono text-xs text-muted">({classSamples[key]})</span>
                  </span>
                }
              />
            ))}
          </div>
        </fieldset>
        <Checkbox
          checked={options.excludeLookAlikes}
          onChange={(e) => update({ excludeLookAlikes: e.target.checked })}
          label={
            <span>
              Exclude look-alikes <span className="font-mono text-xs text-muted">({[...LOOK_ALIKES].join(' ')})</span>
            </span>
          }
        />
        <TextInput
          label="Only these characters (optional)"
          value={options.custom}
          onChange={(e) => update({ custom: e.target.value })}
          placeholder="e.g. 0123456789abcdef"
          spellCheck={false}
          autoComplete="off"
          className="font-mono"
          hint="When filled, tokens use exactly these characters and the boxes above are ignored."
        />
        <p className="text-xs text-muted">
          Drawn in your browser with <code className="font-mono">crypto.getRandomValues</code> and rejection sampling, so every
          character is equally likely. Nothing is sent, stored or put in Share links.
        </p>
      </Card>

      <Card className="flex min-w-0 flex-col gap-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-base font-semibold text-fg">Tokens</h2>
          <Button variant="secondary" size="sm" onClick={() => setRound((r) => r + 1)}>
            <RefreshCw className="h-4 w-4" aria-hidden />
            Generate again
          </Button>
        </div>
        {result.error ? (
          <Alert tone="error">{result.error}</Alert>
        ) : (
          <div className="flex flex-col gap-2">
            <div className="flex items-center gap-3">
              <div
                className="h-2 flex-1 overflow-hidden rounded-full bg-surface-2"
                role="meter"
                aria-label="Entropy per token"
                aria-valuemin={0}
                aria-valuemax={256}
                aria-valuenow={Math.min(256, Math.round(bits))}
                aria-valuetext={`${Math.floor(bits)} bits, ${strength}`}
              >
                <div
                  className={cn('h-full rounded-full', strengthStyles[strength])}
                  style={{ width: `${Math.min(100, (bits / 128) * 100)}%` }}
                />
              </div>
              <span className="text-sm font-medium text-fg capitalize">{strength}</span>
            </div>
            <p className="text-sm text-muted">
              <span className="font-medium text-fg tabular-nums">{Math.floor(bits).toLocaleString('en-US')} bits</span> of entropy
              per token: {alphabet.length} possible characters, {options.length} long (log<sub>2</sub> {alphabet.length} ={' '}
              {Math.log2(alphabet.length).toFixed(2)} bits each).
            </p>
          </div>
        )}
        <OutputField
          label="Tokens"
          value={result.tokens.join('\n')}
          fromToolId={TOOL_ID}
          rows={Math.min(12, Math.max(3, options.count))}
          fileName="tokens.txt"
        />
      </Card>
    </div>
  );
}
