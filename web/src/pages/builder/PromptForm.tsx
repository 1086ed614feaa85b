import { Loader2, Sparkles } from 'lucide-react';
import { useId, type FormEvent, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { BUILDER_PROMPT_MAX } from '@common/builder';
import { Button } from '@/components/Button';
import { inputClasses } from '@/components/Field';
import { cn } from '@/lib/cn';
import { ExamplePrompts } from './ExamplePrompts';

/**
 * The prompt, its examples and Generate Website (spec platform.md §2): Generate is disabled while
 * the prompt is blank, while generating, or without a usable key; inputs are disabled while generating.
 */
export function PromptForm({
  prompt,
  onPromptChange,
  onGenerate,
  generating,
  canGenerate,
  blockedReason,
  textareaRef,
  aside,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  onGenerate: () => void;
  generating: boolean;
  /** A usable key is set. */
  canGenerate: boolean;
  /** Why Generate is disabled, when that is not obvious. */
  blockedReason?: string;
  textareaRef?: RefObject<HTMLTextAreaElement | null>;
  /** Provider and model choice, beside the prompt on wide screens. */
  aside?: ReactNode;
}) {
  const id = useId();
  const blank = prompt.trim() === '';
  const disabled = blank || generating || !canGenerate;
  const tooLong = prompt.length > BUILDER_PROMPT_MAX;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!disabled && !tooLong) onGenerate();
  }

  // Ctrl/Cmd + Enter generates, as in chat tools.
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onSubmit(event);
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Generate a website" className="rounded-xl border border-border bg-surface shadow-sm">
      <div className={cn('grid gap-6 p-5 sm:p-6', aside && 'lg:grid-cols-[minmax(0,1fr)_18rem]')}>
        <div className="flex min-w-0 flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-prompt`} className="text-sm font-medium text-fg">
              Describe your website
            </label>
            <textarea
              ref={textareaRef}
              id={`${id}-prompt`}
              value={prompt}
              onChange={(e) => onPromptChange(e.target.value)}
              onKeyDown={onKeyDown}
              disabled={generating}
              rows={5}
              maxLength={BUILDER_PROMPT_MAX}
              aria-describedby={`${id}-count`}
              placeholder="e.g. A landing page for a mobile app that helps people find hiking trails, with screenshots, features, testimonials and download buttons"
              className={cn(inputClasses, 'min-h-32 resize-y text-[15px] leading-relaxed')}
            />
            <p id={`${id}-count`} className="flex justify-between gap-2 text-xs text-muted">
              <span>Mention the sections, style and colours you want. Ctrl + Enter generates.</span>
              <span className="shrink-0 tabular-nums">
                {prompt.length.toLocaleString('en-US')} / {BUILDER_PROMPT_MAX.toLocaleString('en-US')}
              </span>
            </p>
          </div>
          <ExamplePrompts onPick={onPromptChange} disabled={generating} />
        </div>
        {aside && <div className="min-w-0 self-start rounded-lg border border-border bg-surface-2/60 p-4">{aside}</div>}
      </div>
      <div className="flex flex-col-reverse gap-3 border-t border-border px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-xs text-muted">{blockedReason ?? 'Generation takes about 20 to 60 seconds. You can cancel it at any time.'}</p>
        <Button type="submit" size="lg" disabled={disabled} className="w-full sm:w-auto">
          {generating ? (
            <>
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
              Generating Website...
            </>
          ) : (
            <>
              <Sparkles className="h-4 w-4" aria-hidden />
              Generate Website
            </>
          )}
        </Button>
      </div>
    </form>
  );
}
