import { Lightbulb } from 'lucide-react';
import { examplePrompts } from './example-prompts';

/** The eight example prompts (spec platform.md §2); choosing one fills the prompt. */
export function ExamplePrompts({ onPick, disabled }: { onPick: (prompt: string) => void; disabled: boolean }) {
  return (
    <div className="flex flex-col gap-2">
      <p id="builder-examples-label" className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-muted">
        <Lightbulb className="h-3.5 w-3.5" aria-hidden />
        Try an example
      </p>
      <ul aria-labelledby="builder-examples-label" className="flex flex-wrap gap-2">
        {examplePrompts.map((example) => (
          <li key={example.label}>
            <button
              type="button"
              onClick={() => onPick(example.prompt)}
              disabled={disabled}
              title={example.prompt}
              className="rounded-full border border-border bg-surface px-3 py-1.5 text-sm font-medium text-fg transition-colors hover:border-primary/50 hover:bg-primary/5 disabled:cursor-not-allowed disabled:opacity-50"
            >
              {example.label}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
