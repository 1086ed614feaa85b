import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Checkbox, FieldShell, inputClasses, Select } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { cn } from '@/lib/cn';
import type { OptionField } from '@/operations/options';

// The options form generated from an operation's zod schema (issue 28 §1): a checkbox per boolean,
// a number field with its bounds, a segmented control for a short enum and a select for a long one,
// a text field (or area) per string, a masked field per secret.

type OptionsFormProps = {
  fields: OptionField[];
  values: Record<string, unknown>;
  onChange: (key: string, value: unknown) => void;
  /** Field errors by key. */
  errors?: Record<string, string>;
};

function SecretInput({
  id,
  value,
  onChange,
  describedBy,
  placeholder,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  placeholder?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <div className="relative">
      <input
        id={id}
        type={shown ? 'text' : 'password'}
        value={value}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
        className={cn(inputClasses, 'pr-10 font-mono')}
      />
      <button
        type="button"
        onClick={() => setShown((s) => !s)}
        aria-pressed={shown}
        aria-label={shown ? 'Hide the secret' : 'Show the secret'}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-muted hover:text-fg"
      >
        {shown ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
      </button>
    </div>
  );
}

function NumberField({
  field,
  value,
  onChange,
  error,
}: {
  field: Extract<OptionField, { type: 'number' }>;
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  // The text as typed, so an intermediate "" or "-" does not snap back.
  const [text, setText] = useState(String(value));
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    setText(String(value));
  }
  const bounds = [field.min !== undefined ? `from ${field.min}` : '', field.max !== undefined ? `to ${field.max}` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldShell
      label={field.label ?? field.key}
      hint={field.description ?? (bounds ? `${bounds[0]!.toUpperCase()}${bounds.slice(1)}` : undefined)}
      error={error}
    >
      {(id, describedBy) => (
        <input
          id={id}
          type="number"
          inputMode={field.integer ? 'numeric' : 'decimal'}
          min={field.min}
          max={field.max}
          step={field.step ?? (field.integer ? 1 : 'any')}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => {
            setText(e.target.value);
            const parsed = e.target.valueAsNumber;
            if (Number.isFinite(parsed)) onChange(parsed);
          }}
          className={cn(inputClasses, 'w-32')}
        />
      )}
    </FieldShell>
  );
}

/** The fields as items of the caller's flex row: each field one item, the checkboxes together as one. */
export function OptionsForm({ fields, values, onChange, errors = {} }: OptionsFormProps) {
  const booleans = fields.filter((f) => f.type === 'boolean');
  const others = fields.filter((f) => f.type !== 'boolean');
  return (
    <>
      {others.map((field) => renderField(field, values[field.key] ?? field.default, onChange, errors[field.key]))}
      {booleans.length > 0 && (
        <div className="flex min-h-10 flex-wrap items-center gap-x-6 gap-y-2">
          {booleans.map((field) => (
            <Checkbox
              key={field.key}
              label={field.label ?? field.key}
              checked={Boolean(values[field.key] ?? field.default)}
              onChange={(e) => onChange(field.key, e.target.checked)}
              title={field.description}
            />
          ))}
        </div>
      )}
    </>
  );
}

function renderField(field: OptionField, value: unknown, onChange: OptionsFormProps['onChange'], error: string | undefined) {
  switch (field.type) {
    case 'boolean':
      return null;
    case 'number':
      return (
        <NumberField key={field.key} field={field} value={Number(value)} onChange={(v) => onChange(field.key, v)} error={error} />
      );
    case 'enum': {
      const label = (v: string) => field.choices?.[v] ?? v;
      if (field.values.length <= 4 && field.values.every((v) => label(v).length <= 14))
        return (
          <SegmentedControl
            key={field.key}
            label={field.label ?? field.key}
            value={String(value)}
            options={field.values.map((v) => ({ value: v, label: label(v) }))}
            onChange={(v) => onChange(field.key, v)}
          />
        );
      return (
        <Select
          key={field.key}
          label={field.label ?? field.key}
          hint={field.description}
          value={String(value)}
          onChange={(e) => onChange(field.key, e.target.value)}
          wrapperClassName="min-w-40"
        >
          {field.values.map((v) => (
            <option key={v} value={v}>
              {label(v)}
            </option>
          ))}
        </Select>
      );
    }
    case 'string':
      return (
        <FieldShell
          key={field.key}
          label={field.label ?? field.key}
          hint={field.description}
          error={error}
          className={field.multiline ? 'w-full' : 'min-w-48 flex-1 sm:max-w-sm'}
        >
          {(id, describedBy) =>
            field.sensitive ? (
              <SecretInput
                id={id}
                value={String(value)}
                onChange={(v) => onChange(field.key, v)}
                describedBy={describedBy}
                placeholder={field.placeholder}
              />
            ) : field.multiline ? (
              <textarea
                id={id}
                value={String(value)}
                spellCheck={false}
                placeholder={field.placeholder}
                aria-describedby={describedBy}
                onChange={(e) => onChange(field.key, e.target.value)}
                className={cn(inputClasses, 'min-h-20 resize-y font-mono text-[13px]')}
              />
            ) : (
              <input
                id={id}
                type="text"
                value={String(value)}
                spellCheck={false}
                maxLength={field.maxLength}
                placeholder={field.placeholder}
                aria-describedby={describedBy}
                aria-invalid={error ? true : undefined}
                onChange={(e) => onChange(field.key, e.target.value)}
                className={inputClasses}
              />
            )
          }
        </FieldShell>
      );
  }
}
