import { Loader2, WandSparkles } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { BUILDER_INSTRUCTION_MAX } from '@common/builder';
import { Button } from '@/components/Button';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';

const suggestions = ['Make the header dark', 'Add a pricing section', 'Use a warmer colour palette', 'Add a contact form'];

/**
 * Beyond the spec (issue 5): a follow-up instruction revises the current site. The revision
 * becomes a new history entry; the version it came from stays restorable.
 */
export function RefineForm({ onRefine, busy, disabled }: { onRefine: (instruction: string) => void; busy: boolean; disabled: boolean }) {
  const id = useId();
  const [instruction, setInstruction] = useState('');
  const blank = instruction.trim() === '';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (blank || busy || disabled) return;
    onRefine(instruction.trim());
    setInstruction('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onSubmit(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="flex flex-col gap-3 rounded-xl border border-border bg-surface-2/60 p-4">
      <div>
        <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold text-fg">
          <WandSparkles className="h-4 w-4 text-primary" aria-hidden />
          Refine this website
        </h3>
        <p className="mt-0.5 text-sm text-muted">Say what to change. The AI revises the current files, and the earlier version stays in your history.</p>
      </div>
      <label htmlFor={`${id}-instruction`} className="sr-only">
        What should change?
      </label>
      <textarea
        id={`${id}-instruction`}
        value={instruction}
        onChange={(e) => setInstruction(e.target.value)}
        onKeyDown={onKeyDown}
        disabled={busy}
        rows={3}
        maxLength={BUILDER_INSTRUCTION_MAX}
        placeholder='e.g. "Make the header dark" or "Add a pricing section with three plans"'
        className={cn(inputClasses, 'resize-y text-[15px]')}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <ul className="flex flex-wrap gap-2" aria-label="Suggestions">
          {suggestions.map((s) => (
            <li key={s}>
              <button
                type="button"
                onClick={() => setInstruction(s)}
                disabled={busy}
                className="rounded-full border border-border bg-surface px-2.5 py-1 text-xs font-medium text-fg transition-colors hover:border-primary/50 disabled:opacity-50"
              >
                {s}
              </button>
            </li>
          ))}
        </ul>
        <Button type="submit" disabled={blank || busy || disabled} className="shrink-0">
          {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden /> : <WandSparkles className="h-4 w-4" aria-hidden />}
          {busy ? 'Refining...' : 'Refine Website'}
        </Button>
      </div>
    </form>
  );
}
