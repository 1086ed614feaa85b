import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, GripVertical, Loader2, Trash2 } from 'lucide-react';
import { memo, useId, type DragEvent } from 'react';
import { isSubRecipeStep, type RecipeStep } from '@common/recipes';
import { Button } from '@/components/Button';
import { Checkbox } from '@/components/Field';
import { cn } from '@/lib/cn';
import { kindLabels, type Kind } from '@/operations/kinds';
import { defaultOptions, optionFields } from '@/operations/options';
import type { StepPlan } from '@/operations/recipe';
import { OptionsForm } from '../operation-screen/OptionsForm';
import { formatBytes } from '../operation-screen/value-display';
import type { StepReport } from './recipe-protocol';

// One step of the recipe: what it is and the kinds it takes and gives, its options form, enable,
// move up/down (buttons, so no drag-only control), remove, and "Show output" (the value it gave in
// the last run, with its kind and size). A step that cannot run, or that failed, says why here.
// Memoized, with handlers that take the step's key: a run's progress (its "Working…" line, another
// step's report) re-renders the builder, and only the cards whose props changed are drawn again.
// (The builder's 66–120 ms long task turned out to be the output text area's layout, not these
// cards: see value-display.ts.)

export type StepCardProps = {
  /** Which step this is, whatever its place: the handlers are told. */
  stepKey: string;
  index: number;
  count: number;
  /** The step, or a step of the wrong shape (from an old link or saved recipe). */
  step: RecipeStep | null;
  broken?: string;
  plan?: StepPlan;
  /** The tool the operation belongs to (operation names are short: "Encode", "Format"). */
  toolName?: string;
  report?: StepReport;
  running: boolean;
  showOutput: boolean;
  onShowOutput: (key: string, shown: boolean) => void;
  onChange: (key: string, step: RecipeStep) => void;
  onMove: (key: string, from: number, to: number) => void;
  onRemove: (key: string) => void;
  dragging: boolean;
  onDragStart: (index: number) => void;
  onDragEnd: () => void;
  onDropHere: (index: number) => void;
  /** The step's move arrows, kept so that moving by keyboard can put focus back on one. */
  onArrow?: (key: string, which: 'up' | 'down', button: HTMLButtonElement | null) => void;
};

function flow(input: Kind | null, output: Kind | null): string | null {
  if (!input || !output) return null;
  return `${kindLabels[input]} → ${kindLabels[output]}`;
}

export const StepCard = memo(function StepCard(props: StepCardProps) {
  const {
    stepKey,
    index,
    count,
    step,
    broken,
    plan,
    report,
    running,
    showOutput,
    onShowOutput,
    onChange,
    onMove,
    onRemove,
    onArrow,
  } = props;
  const headingId = useId();
  const outputId = useId();
  const enabled = step ? step.enabled !== false : false;
  const operation = plan?.operation;
  const name = broken
    ? 'Unreadable step'
    : step && isSubRecipeStep(step)
      ? `Recipe “${step.recipe}”`
      : (operation?.name ?? (step && 'op' in step ? step.op : 'Step'));
  const problem = broken ?? (enabled ? plan?.problem?.message : undefined);
  const failed = report?.status === 'failed' ? report.message : undefined;
  const fields = operation && step && !isSubRecipeStep(step) ? optionFields(operation) : [];
  const values = plan?.options ?? (operation ? defaultOptions(operation) : {});

  function setOption(key: string, value: unknown) {
    if (!step || isSubRecipeStep(step)) return;
    const options = { ...(plan?.options ?? step.options ?? {}), [key]: value } as NonNullable<typeof step.options>;
    onChange(stepKey, { ...step, options, ...(operation?.version ? { v: operation.version } : {}) });
  }

  const status = broken
    ? { text: 'Cannot be read', tone: 'danger' }
    : !enabled
      ? { text: 'Disabled', tone: 'muted' }
      : problem
        ? { text: 'Cannot run', tone: 'danger' }
        : failed
          ? { text: 'Failed', tone: 'danger' }
          : report?.status === 'done'
            ? { text: `${kindLabels[report.kind!]} · ${formatBytes(report.size ?? 0)}`, tone: 'ok' }
            : report?.status === 'not-run'
              ? { text: 'Not reached', tone: 'muted' }
              : running
                ? { text: 'Waiting…', tone: 'muted' }
                : null;

  return (
    <li
      aria-labelledby={headingId}
      className={cn(
        'rounded-xl border bg-surface shadow-sm transition-opacity',
        problem || failed ? 'border-danger/60' : 'border-border',
        !enabled && !broken && 'opacity-75',
        props.dragging && 'opacity-50',
      )}
      onDragOver={(e: DragEvent) => {
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
      }}
      onDrop={(e: DragEvent) => {
        e.preventDefault();
        props.onDropHere(index);
      }}
    >
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1 border-b border-border px-3 py-2">
        <span
          draggable
          onDragStart={(e) => {
            e.dataTransfer.effectAllowed = 'move';
            e.dataTransfer.setData('text/plain', String(index));
            props.onDragStart(index);
          }}
          onDragEnd={props.onDragEnd}
          className="cursor-grab text-muted active:cursor-grabbing"
          title="Drag to move (or use the arrows)"
          aria-hidden
        >
          <GripVertical className="h-4 w-4" />
        </span>
        <div className="min-w-0 flex-1 basis-40">
          <h3 id={headingId} className="text-sm font-semibold text-fg">
            <span className="mr-1.5 text-muted">{index + 1}.</span>
            <span className="break-words">{name}</span>
          </h3>
          {(props.toolName || flow(plan?.input ?? null, plan?.output ?? null)) && (
            <p className="text-xs text-muted">
              {[props.toolName, flow(plan?.input ?? null, plan?.output ?? null)].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        <div className="ml-auto flex items-center gap-1">
          {status && (
            <span
              className={cn(
                'mr-1 whitespace-nowrap text-xs font-medium',
                status.tone === 'danger' ? 'text-danger' : status.tone === 'ok' ? 'text-success' : 'text-muted',
              )}
            >
              {running && !report && enabled && !problem && <Loader2 className="mr-1 inline h-3 w-3 animate-spin" aria-hidden />}
              {status.text}
            </span>
          )}
          {step && (
            <Checkbox
              label="Enabled"
              checked={enabled}
              onChange={(e) => onChange(stepKey, { ...step, enabled: e.target.checked })}
              className="mr-1 text-xs"
              aria-describedby={headingId}
            />
          )}
          <Button
            ref={onArrow && ((button: HTMLButtonElement | null) => onArrow(stepKey, 'up', button))}
            variant="ghost"
            size="icon"
            aria-label={`Move step ${index + 1} up`}
            title="Move up"
            disabled={index === 0}
            onClick={() => onMove(stepKey, index, index - 1)}
          >
            <ArrowUp className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            ref={onArrow && ((button: HTMLButtonElement | null) => onArrow(stepKey, 'down', button))}
            variant="ghost"
            size="icon"
            aria-label={`Move step ${index + 1} down`}
            title="Move down"
            disabled={index === count - 1}
            onClick={() => onMove(stepKey, index, index + 1)}
          >
            <ArrowDown className="h-4 w-4" aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove step ${index + 1}`}
            title="Remove"
            onClick={() => onRemove(stepKey)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      </div>

      <div className="flex flex-col gap-3 px-3 py-3">
        {problem && (
          <p className="text-sm text-danger" role="alert">
            {broken ? `This step cannot be read (${broken}). Remove it, or fix the recipe it came from.` : problem}
          </p>
        )}
        {!problem && failed && (
          <p className="text-sm text-danger" role="alert">
            This step failed: {failed}
          </p>
        )}
        {plan?.note && enabled && <p className="text-xs text-muted">{plan.note}</p>}
        {fields.length > 0 && (
          <fieldset className="flex flex-wrap items-end gap-x-6 gap-y-3">
            <legend className="sr-only">Options of step {index + 1}</legend>
            <OptionsForm fields={fields} values={values} onChange={setOption} />
          </fieldset>
        )}
        {step && isSubRecipeStep(step) && plan?.inner && (
          <p className="text-xs text-muted">
            {plan.inner.length} step{plan.inner.length === 1 ? '' : 's'}: {plan.inner.map((p) => p.label).join(' → ')}
          </p>
        )}
        {step && !broken && (
          <div className="flex flex-col gap-2">
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              aria-expanded={showOutput}
              aria-controls={outputId}
              onClick={() => onShowOutput(stepKey, !showOutput)}
            >
              {showOutput ? <ChevronDown className="h-4 w-4" aria-hidden /> : <ChevronRight className="h-4 w-4" aria-hidden />}
              {showOutput ? 'Hide this step’s output' : 'Show this step’s output'}
            </Button>
            {showOutput && (
              <div id={outputId}>
                {report?.status === 'done' && report.preview ? (
                  <>
                    <p className="mb-1 text-xs text-muted">
                      Output of step {index + 1}: {kindLabels[report.kind!]}, {formatBytes(report.size ?? 0)}
                      {report.preview.truncated ? ' (the start of it)' : ''}
                    </p>
                    <pre
                      tabIndex={0}
                      aria-label={`Output of step ${index + 1}`}
                      className="max-h-48 overflow-auto whitespace-pre-wrap break-all rounded-lg border border-border bg-surface-2 p-2 font-mono text-xs text-fg"
                    >
                      {report.preview.text || '(empty)'}
                    </pre>
                  </>
                ) : (
                  <p className="text-xs text-muted">
                    {report?.status === 'done' || running ? 'Getting the output…' : 'This step has no output in the last run.'}
                  </p>
                )}
              </div>
            )}
          </div>
        )}
      </div>
    </li>
  );
});
