import { Eraser, FilePlus2, FileText, FolderOpen, Loader2, Save, Square, X } from 'lucide-react';
import { useCallback, useDeferredValue, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '@/components/Link';
import { isSubRecipeStep, type Recipe, type RecipeStep, type SavedRecipe } from '@common/recipes';
import { useSession } from '@/services/session';
import { Button } from '@/components/Button';
import { CopyButton } from '@/components/CopyButton';
import { DownloadButton } from '@/components/DownloadButton';
import { Alert } from '@/components/Feedback';
import { FieldShell, inputClasses } from '@/components/Field';
import { FileDrop, FilePicker } from '@/components/FileDrop';
import { readHandoff } from '@/lib/handoff';
import { cn } from '@/lib/cn';
import { useToolState } from '@/lib/tool-state/tool-state';
import type { OperationEntry } from '@/operations/catalogue';
import { kindLabels, tag, type Kind, type Value } from '@/operations/kinds';
import { firstProblem, planRecipe } from '@/operations/recipe';
import { operationCatalogue } from '../operation-registry';
import { fullText, formatBytes, HEX_SHOWN_LABEL, SHOWN_LIMIT_LABEL } from '../operation-screen/value-display';
import { findTool } from '../registry';
import { SendToButton } from '../send-to/SendToButton';
import type { ToolScreen } from '../types';
import { AddStep } from './AddStep';
import { createRecipeRunner, type RecipeRunner } from './recipe-client';
import type { FinalOutput, StepReport } from './recipe-protocol';
import {
  isBroken,
  moveStep,
  newStepKey,
  recipeOf,
  stepsCodec,
  subRecipeClosure,
  subRecipesCodec,
  toBuilderSteps,
  type BuilderStep,
  type SubRecipes,
} from './recipe-state';
import { deleteRecipe, listRecipes } from './recipes-api';
import { SavedRecipesDialog } from './SavedRecipesDialog';
import { SaveRecipeDialog } from './SaveRecipeDialog';
import { StepCard } from './StepCard';
import { prepareSuggestions, suggestNextSteps } from './suggest';

// The recipe workbench (issue 29): one input, a list of steps applied in order, the output. It runs
// live (debounced) in a worker, a newer run cancelling the one in flight; Stop ends a long one.
// Kinds are checked on the page before anything runs, so a step that cannot take what comes before
// it is marked at once. Share carries the steps (and the sub-recipes they name); the input only
// when the user ticks it.

const RUN_DELAY_MS = 200;
/** A run still going after this long shows "Working…" and Stop. */
const SLOW_MS = 300;

/**
 * The input as a file: an opened or dropped file (`blob`), which only the worker reads (the page
 * never holds its bytes: reading 20 MB here only delayed the run), or bytes handed over by "Send
 * to…" (`bytes`), which are posted.
 */
type LoadedFile = { name: string; size: number } & ({ blob: Blob; bytes?: undefined } | { bytes: Uint8Array; blob?: undefined });

/** A file the worker reads itself: what the page has of it is its kind. */
const READ_IN_WORKER: Value = tag('bytes', new Uint8Array(0));
type Loaded = { id: string; name: string; description: string };

type RunView =
  | { status: 'idle' }
  | { status: 'running'; id: number; reports: (StepReport | undefined)[]; slow: boolean }
  | {
      status: 'done';
      id: number;
      reports: (StepReport | undefined)[];
      output: FinalOutput | null;
      stoppedAt: number | null;
      ms: number;
    }
  | { status: 'stopped'; id: number; reports: (StepReport | undefined)[] }
  | { status: 'failed'; id: number; reports: (StepReport | undefined)[]; message: string };

const catalogue = operationCatalogue;
const stepsOptions = stepsCodec(catalogue);
const recipesOptions = subRecipesCodec(catalogue);

let inputVersions = 0;
const nextInputVersion = () => ++inputVersions;

function extensionOf(output: FinalOutput): string {
  if (output.kind === 'json') return 'json';
  if (output.kind === 'bytes' && output.display.binary) return 'bin';
  return 'txt';
}

const RecipeBuilder: ToolScreen = ({ initialInput, initialValue }) => {
  const location = useLocation();
  // "Send to → Add as recipe step": the step to start with, and where it came from.
  const [handed] = useState(() => {
    const id = (location.state as { handoff?: unknown } | null)?.handoff;
    return typeof id === 'string' ? readHandoff(id) : null;
  });
  const [steps, setSteps] = useToolState<BuilderStep[]>('steps', [], {
    ...stepsOptions,
    start: handed?.recipeStep ? [{ key: newStepKey(), step: handed.recipeStep }] : undefined,
  });
  const [linkRecipes, setLinkRecipes] = useToolState<SubRecipes>('recipes', {}, recipesOptions);
  const [input, setInput] = useToolState<string>('input', '', { optIn: 'the input', start: initialInput });
  const [file, setFile] = useState<LoadedFile | null>(() =>
    initialValue?.kind === 'bytes' ? { name: 'input.bin', size: initialValue.value.byteLength, bytes: initialValue.value } : null,
  );
  const [notice, setNotice] = useState<string | null>(() => {
    if (!handed?.recipeStep) return null;
    const name = catalogue.find(handed.recipeStep.op)?.operation.name ?? handed.recipeStep.op;
    const from = handed.fromToolId ? findTool(handed.fromToolId)?.name : undefined;
    return `Added “${name}”${from ? ` from the ${from}` : ''}, with the input it ran on.`;
  });

  // Saved recipes (signed in).
  const { user } = useSession();
  const [saved, setSaved] = useState<SavedRecipe[] | null>(null);
  const [savedError, setSavedError] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [savedOpen, setSavedOpen] = useState(false);
  const [saveMode, setSaveModeState] = useState<'save' | 'save-as' | null>(null);
  // Each opening of the save dialog starts it afresh from the open recipe.
  const [saveKey, setSaveKey] = useState(0);
  const setSaveMode = (mode: 'save' | 'save-as' | null) => {
    if (mode) setSaveKey((k) => k + 1);
    setSaveModeState(mode);
  };
  const refreshSaved = useCallback(async () => {
    try {
      setSaved(await listRecipes());
      setSavedError(null);
    } catch (err) {
      setSavedError(`Your saved recipes could not be loaded: ${err instanceof Error ? err.message : String(err)}`);
    }
  }, []);
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    listRecipes().then(
      (recipes) => !cancelled && setSaved(recipes),
      (err: unknown) =>
        !cancelled &&
        setSavedError(`Your saved recipes could not be loaded: ${err instanceof Error ? err.message : String(err)}`),
    );
    return () => {
      cancelled = true;
    };
  }, [user]);

  const savedByName = useMemo(() => new Map((saved ?? []).map((r) => [r.name, r])), [saved]);
  const findRecipe = useCallback(
    (name: string): Recipe | undefined => savedByName.get(name) ?? linkRecipes[name],
    [savedByName, linkRecipes],
  );
  const recipe = useMemo(() => recipeOf(steps), [steps]);
  // The sub-recipes the steps reach travel with a link, so it runs for someone who has not saved them.
  const closure = useMemo(() => subRecipeClosure(recipe.steps, findRecipe), [recipe, findRecipe]);
  useEffect(() => {
    if (JSON.stringify(closure) !== JSON.stringify(linkRecipes)) setLinkRecipes(closure);
  }, [closure, linkRecipes, setLinkRecipes]);

  const inputValue: Value = file
    ? file.bytes
      ? tag('bytes', file.bytes)
      : READ_IN_WORKER
    : input !== ''
      ? tag('text', input)
      : tag('none', undefined);
  // A new number whenever the input changes: the worker keeps the input it was last sent.
  const inputVersion = useMemo(() => nextInputVersion(), [input, file]); // eslint-disable-line react-hooks/exhaustive-deps

  // The plan: kinds and options checked on the page, before anything runs. Without an input yet,
  // steps are checked as if text came in.
  const planKind: Kind = inputValue.kind === 'none' ? 'text' : inputValue.kind;
  const planContext = useMemo(
    () => ({ findOperation: (id: string) => catalogue.find(id)?.operation, findRecipe, name: loaded?.name }),
    [findRecipe, loaded],
  );
  const plan = useMemo(() => planRecipe(recipe, planKind, planContext), [recipe, planKind, planContext]);
  const plansByKey = useMemo(() => {
    const map = new Map<string, (typeof plan)[number]>();
    let i = 0;
    for (const s of steps) if (!isBroken(s)) map.set(s.key, plan[i++]!);
    return map;
  }, [steps, plan]);
  const firstActive = plan.find((p) => p.enabled);
  const startsWithGenerator = firstActive?.input === 'none';
  const hasBroken = steps.some(isBroken);
  const blocked = hasBroken || Boolean(firstProblem(plan));
  const waitingForInput = inputValue.kind === 'none' && !startsWithGenerator;
  const canRun = recipe.steps.length > 0 && !blocked && !waitingForInput;

  // Which steps show their output (by key: it follows the step as it moves).
  const [shown, setShown] = useState<Set<string>>(new Set());
  const shownIndexes = useMemo(() => {
    const out: number[] = [];
    let i = 0;
    for (const s of steps) {
      if (isBroken(s)) continue;
      if (shown.has(s.key)) out.push(i);
      i++;
    }
    return out;
  }, [steps, shown]);
  const shownRef = useRef(shownIndexes);
  useLayoutEffect(() => {
    shownRef.current = shownIndexes;
  }, [shownIndexes]);

  const runner = useRef<RecipeRunner | null>(null);
  const [lastRun, setRun] = useState<RunView>({ status: 'idle' });
  // A recipe that cannot run shows no run, whatever ran before.
  const run: RunView = canRun ? lastRun : { status: 'idle' };
  useEffect(() => {
    runner.current = createRecipeRunner();
    return () => runner.current?.dispose();
  }, []);

  const tools = useMemo(() => {
    const out: Record<string, string> = {};
    let evalNeeded = false;
    const visit = (list: readonly RecipeStep[], seen: Set<string>) => {
      for (const step of list) {
        if (isSubRecipeStep(step)) {
          const inner = findRecipe(step.recipe);
          if (inner && !seen.has(step.recipe)) visit(inner.steps, new Set([...seen, step.recipe]));
          continue;
        }
        const entry = catalogue.find(step.op);
        if (!entry) continue;
        out[step.op] = entry.toolId;
        if (entry.operation.needs === 'eval') evalNeeded = true;
      }
    };
    visit(recipe.steps, new Set());
    return { byOperation: out, evalNeeded };
  }, [recipe, findRecipe]);

  // The worker starts, and loads the steps' operations, before there is an input to run them on.
  useEffect(() => {
    if (Object.keys(tools.byOperation).length > 0) runner.current?.prepare(tools.byOperation, tools.evalNeeded);
  }, [tools]);

  // Typing waits for a pause; a file opened or dropped runs at once.
  const ranInput = useRef<number | null>(null);

  useEffect(() => {
    if (!canRun) {
      runner.current?.stop();
      return;
    }
    const delay = file && ranInput.current !== inputVersion ? 0 : RUN_DELAY_MS;
    const timer = window.setTimeout(() => {
      ranInput.current = inputVersion;
      const current = runner.current;
      if (!current) return;
      const id = Date.now() + Math.random();
      const reports: (StepReport | undefined)[] = [];
      let slowTimer = 0;
      setRun({ status: 'running', id, reports: [], slow: false });
      slowTimer = window.setTimeout(
        () => setRun((r) => (r.status === 'running' && r.id === id ? { ...r, slow: true } : r)),
        SLOW_MS,
      );
      current.run(
        {
          recipe,
          recipes: closure,
          name: loaded?.name,
          input: inputValue,
          inputFile: file?.blob,
          inputVersion,
          tools: tools.byOperation,
          peek: shownRef.current,
          needsEval: tools.evalNeeded,
        },
        {
          onStep: (index, report) => {
            reports[index] = report;
            setRun((r) => (r.status === 'running' && r.id === id ? { ...r, reports: [...reports] } : r));
          },
          onDone: (output, stoppedAt, ms) => {
            window.clearTimeout(slowTimer);
            setRun({ status: 'done', id, reports: [...reports], output, stoppedAt, ms });
          },
          onFailed: (message) => {
            window.clearTimeout(slowTimer);
            setRun({ status: 'failed', id, reports: [...reports], message });
          },
        },
      );
    }, delay);
    return () => window.clearTimeout(timer);
    // Runs when the recipe, the input or the sub-recipes change; shown outputs are peeked on demand.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canRun, recipe, closure, inputVersion, tools, loaded?.name]);

  function stop() {
    if (runner.current?.stop()) setRun((r) => (r.status === 'running' ? { status: 'stopped', id: r.id, reports: r.reports } : r));
  }

  // The steps' handlers keep their identity across renders (StepCard is memoized): they take the
  // step's key and change state through updaters.
  const showOutput = useCallback((key: string, show: boolean) => {
    setShown((now) => {
      const next = new Set(now);
      if (show) next.add(key);
      else next.delete(key);
      return next;
    });
  }, []);
  const changeStep = useCallback(
    (key: string, step: RecipeStep) => setSteps((now) => now.map((item) => (item.key === key ? { key, step } : item))),
    [setSteps],
  );
  const removeStep = useCallback((key: string) => setSteps((now) => now.filter((item) => item.key !== key)), [setSteps]);
  // A shown step whose output the last run did not send (shown after it started): asked for once it ends.
  const doneRun = run.status === 'done' ? run : null;
  useEffect(() => {
    if (!doneRun) return;
    const missing = shownIndexes.filter((index) => doneRun.reports[index]?.status === 'done' && !doneRun.reports[index]?.preview);
    for (const index of missing) {
      void runner.current?.peek(index).then((preview) => {
        if (!preview) return;
        setRun((r) => {
          if (r.status !== 'done' || r.id !== doneRun.id) return r;
          const reports = [...r.reports];
          reports[index] = { ...reports[index]!, preview };
          return { ...r, reports };
        });
      });
    }
  }, [doneRun, shownIndexes]);

  // Moving by keyboard keeps focus on the moved step's arrow (or its other one at an end).
  const arrows = useRef(new Map<string, { up: HTMLButtonElement | null; down: HTMLButtonElement | null }>());
  const refocus = useRef<{ key: string; direction: 'up' | 'down' } | null>(null);
  useEffect(() => {
    const want = refocus.current;
    if (!want) return;
    refocus.current = null;
    const buttons = arrows.current.get(want.key);
    const preferred = want.direction === 'up' ? buttons?.up : buttons?.down;
    const other = want.direction === 'up' ? buttons?.down : buttons?.up;
    (preferred && !preferred.disabled ? preferred : other)?.focus();
  }, [steps]);
  const move = useCallback(
    (key: string, from: number, to: number) => {
      refocus.current = { key, direction: to < from ? 'up' : 'down' };
      setSteps((now) => moveStep(now, from, to));
    },
    [setSteps],
  );
  const keepArrow = useCallback((key: string, which: 'up' | 'down', button: HTMLButtonElement | null) => {
    const entry = arrows.current.get(key) ?? { up: null, down: null };
    entry[which] = button;
    arrows.current.set(key, entry);
  }, []);
  // The step being dragged: state for its look, a ref for the drop (read without a new handler).
  const [dragging, setDragging] = useState<number | null>(null);
  const draggingRef = useRef<number | null>(null);
  const startDrag = useCallback((index: number) => {
    draggingRef.current = index;
    setDragging(index);
  }, []);
  const endDrag = useCallback(() => {
    draggingRef.current = null;
    setDragging(null);
  }, []);
  const dropAt = useCallback(
    (index: number) => {
      const from = draggingRef.current;
      if (from !== null) setSteps((now) => moveStep(now, from, index));
      endDrag();
    },
    [setSteps, endDrag],
  );

  const addOperation = useCallback(
    (entry: OperationEntry) => setSteps((now) => [...now, { key: newStepKey(), step: { op: entry.operation.id } }]),
    [setSteps],
  );
  function addSubRecipe(saved: SavedRecipe) {
    setSteps((now) => [...now, { key: newStepKey(), step: { recipe: saved.name } }]);
    setSavedOpen(false);
  }
  function openSaved(saved: SavedRecipe) {
    setSteps(toBuilderSteps(saved.steps));
    setLoaded({ id: saved.id, name: saved.name, description: saved.description });
    setShown(new Set());
    setSavedOpen(false);
    setNotice(`Opened “${saved.name}”.`);
  }
  async function removeSaved(saved: SavedRecipe) {
    await deleteRecipe(saved.id);
    if (loaded?.id === saved.id) setLoaded(null);
    await refreshSaved();
  }

  // What the last step gave, for "Suggest next step" and the kind check of the search's matches.
  const output = run.status === 'done' ? run.output : null;
  // The whole output stays in the worker until Copy, Download or Send to asks for it.
  const fetchOutput = useCallback(
    (): Promise<Value | null> => (output ? (runner.current?.output() ?? Promise.resolve(null)) : Promise.resolve(null)),
    [output],
  );
  // Suggestions follow a new output in a render of their own, after the output is on screen; the
  // index they use (every operation's examples looked at) is built while the page is idle.
  const suggestFrom = useDeferredValue(output);
  useEffect(() => {
    const prepare = () => prepareSuggestions(catalogue);
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(prepare, 1000);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(prepare, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }, []);
  const lastPlan = [...plan].reverse().find((p) => p.enabled);
  const previousKind: Kind | null = lastPlan ? lastPlan.output : inputValue.kind === 'none' ? null : inputValue.kind;
  const suggestions = useMemo(() => {
    const lastOp = lastPlan && !isSubRecipeStep(lastPlan.step) ? lastPlan.step.op : undefined;
    const text =
      recipe.steps.length === 0
        ? file
          ? null
          : input
        : suggestFrom && !suggestFrom.display.binary
          ? suggestFrom.display.text
          : null;
    if (!text) return [];
    return suggestNextSteps({
      text,
      isJson: suggestFrom?.kind === 'json',
      catalogue,
      popularity: (toolId) => findTool(toolId)?.popularity ?? 0,
      lastToolId: lastOp ? catalogue.find(lastOp)?.toolId : undefined,
    });
  }, [suggestFrom, input, file, recipe, lastPlan]);

  const inputId = useId();
  const outputId = useId();
  const stepsHeadingId = useId();
  const reports = run.status === 'idle' ? [] : run.reports;
  const stoppedAt = run.status === 'done' ? run.stoppedAt : null;
  const running = run.status === 'running';
  const problemStep = plan.find((p) => p.enabled && p.problem);

  let stepIndex = -1;
  return (
    <div className="flex flex-col gap-4">
      {notice && (
        <div className="flex items-start gap-2">
          <Alert tone="info" className="flex-1">
            {notice}
          </Alert>
          <Button variant="ghost" size="icon" aria-label="Dismiss" onClick={() => setNotice(null)}>
            <X className="h-4 w-4" aria-hidden />
          </Button>
        </div>
      )}

      <div className="flex flex-wrap items-center gap-2 rounded-xl border border-border bg-surface px-4 py-3">
        <p className="mr-auto min-w-0 text-sm text-fg">
          <span className="text-muted">Recipe: </span>
          <span className="font-semibold break-words">{loaded ? loaded.name : 'Unsaved'}</span>
          <span className="text-muted">
            {' '}
            · {steps.length} step{steps.length === 1 ? '' : 's'}
          </span>
        </p>
        {user ? (
          <>
            <Button
              size="sm"
              variant="primary"
              onClick={() => setSaveMode(loaded ? 'save' : 'save-as')}
              disabled={steps.length === 0 || hasBroken}
            >
              <Save className="h-4 w-4" aria-hidden />
              Save
            </Button>
            {loaded && (
              <Button size="sm" variant="outline" onClick={() => setSaveMode('save-as')} disabled={hasBroken}>
                Save as…
              </Button>
            )}
            <Button size="sm" variant="outline" onClick={() => setSavedOpen(true)}>
              <FolderOpen className="h-4 w-4" aria-hidden />
              Saved recipes
            </Button>
          </>
        ) : (
          <p className="text-xs text-muted">
            <Link to="/login" className="font-medium text-primary underline-offset-2 hover:underline">
              Sign in
            </Link>{' '}
            to save recipes to your account.
          </p>
        )}
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            setSteps([]);
            setLoaded(null);
            setShown(new Set());
          }}
          disabled={steps.length === 0 && !loaded}
        >
          <FilePlus2 className="h-4 w-4" aria-hidden />
          New
        </Button>
      </div>

      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)_minmax(0,1fr)]">
        {/* Input */}
        <section className="flex min-w-0 flex-col gap-2">
          {file ? (
            <FieldShell label="Input">
              {(id) => (
                <div
                  id={id}
                  className="flex min-h-56 flex-col items-center justify-center gap-3 rounded-lg border border-border bg-surface-2 p-4 text-center"
                >
                  <FileText className="h-8 w-8 text-muted" aria-hidden />
                  <p className="break-all text-sm font-medium text-fg">{file.name}</p>
                  <p className="text-xs text-muted">{formatBytes(file.size)} (bytes)</p>
                  <Button variant="outline" size="sm" onClick={() => setFile(null)}>
                    <X className="h-4 w-4" aria-hidden />
                    Remove file
                  </Button>
                </div>
              )}
            </FieldShell>
          ) : (
            <FileDrop
              hint="Drop a file to use its bytes as the input"
              onFile={(dropped) => setFile({ name: dropped.name, size: dropped.size, blob: dropped })}
            >
              <div className="flex flex-col gap-1.5">
                <label htmlFor={inputId} className="text-sm font-medium text-fg">
                  Input
                </label>
                <textarea
                  id={inputId}
                  value={input}
                  placeholder="Type or paste the input, or drop a file…"
                  spellCheck={false}
                  onChange={(e) => setInput(e.target.value)}
                  className={cn(inputClasses, 'min-h-56 resize-y font-mono text-[13px] leading-relaxed')}
                />
              </div>
            </FileDrop>
          )}
          <div className="flex flex-wrap items-center gap-2">
            <FilePicker label="Open file" onFile={(picked) => setFile({ name: picked.name, size: picked.size, blob: picked })} />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setInput('');
                setFile(null);
              }}
              disabled={input === '' && !file}
            >
              <Eraser className="h-4 w-4" aria-hidden />
              Clear
            </Button>
          </div>
        </section>

        {/* Steps */}
        <section aria-labelledby={stepsHeadingId} className="flex min-w-0 flex-col gap-3">
          <h2 id={stepsHeadingId} className="text-sm font-medium text-fg">
            Steps
          </h2>
          {steps.length === 0 && (
            <p className="rounded-xl border border-border bg-surface px-3 py-3 text-sm text-muted">
              No steps yet. Search for an operation below, or use “Send to… → Add as recipe step” in any tool.
            </p>
          )}
          {steps.length > 0 && (
            <ol className="flex flex-col gap-3" aria-label="Recipe steps">
              {steps.map((s, index) => {
                const broken = isBroken(s);
                if (!broken) stepIndex++;
                const runIndex = stepIndex;
                const stepPlan = broken ? undefined : plansByKey.get(s.key);
                const report = broken ? undefined : reports[runIndex];
                return (
                  <StepCard
                    key={s.key}
                    stepKey={s.key}
                    index={index}
                    count={steps.length}
                    step={broken ? null : s.step}
                    broken={broken ? s.broken.problem : undefined}
                    plan={stepPlan}
                    toolName={
                      !broken && !isSubRecipeStep(s.step) ? findTool(catalogue.find(s.step.op)?.toolId ?? '')?.name : undefined
                    }
                    report={report}
                    running={running}
                    showOutput={shown.has(s.key)}
                    onShowOutput={showOutput}
                    onChange={changeStep}
                    onMove={move}
                    onRemove={removeStep}
                    dragging={dragging === index}
                    onDragStart={startDrag}
                    onDragEnd={endDrag}
                    onDropHere={dropAt}
                    onArrow={keepArrow}
                  />
                );
              })}
            </ol>
          )}
          <AddStep catalogue={catalogue} previousKind={previousKind} suggestions={suggestions} onAdd={addOperation} />
        </section>

        {/* Output */}
        <section className="flex min-w-0 flex-col gap-2">
          <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
            <label htmlFor={outputId} className="text-sm font-medium text-fg">
              Output
            </label>
            {running && run.slow && (
              <span className="flex items-center gap-2 text-xs text-muted" role="status">
                <Loader2 className="h-3.5 w-3.5 animate-spin" aria-hidden />
                Working…
                <Button variant="outline" size="sm" onClick={stop}>
                  <Square className="h-3 w-3" aria-hidden />
                  Stop
                </Button>
              </span>
            )}
          </div>
          {hasBroken && <Alert tone="error">A step cannot be read: remove it to run the recipe.</Alert>}
          {!hasBroken && problemStep && (
            <Alert tone="error">
              Step {problemStep.index + 1} ({problemStep.label}) cannot run: {problemStep.problem!.message}. Nothing ran.
            </Alert>
          )}
          {run.status === 'done' && stoppedAt !== null && (
            <Alert tone="error">
              The recipe stopped at step {stoppedAt + 1}: {reports[stoppedAt]?.message ?? 'it failed'}. The earlier steps’ outputs
              can still be shown.
            </Alert>
          )}
          {run.status === 'failed' && <Alert tone="error">{run.message}</Alert>}
          {run.status === 'stopped' && <Alert tone="warning">Stopped. Change the input or a step to run again.</Alert>}
          <textarea
            id={outputId}
            readOnly
            value={output?.display.text ?? ''}
            placeholder={
              recipe.steps.length === 0
                ? 'Add a step to see its output here.'
                : waitingForInput
                  ? 'Type or paste an input to run the recipe.'
                  : 'The result appears here.'
            }
            spellCheck={false}
            className={cn(
              inputClasses,
              'min-h-56 resize-y bg-surface-2 font-mono text-[13px] leading-relaxed',
              running && run.slow && 'opacity-60',
            )}
          />
          {output && (
            <p className="text-xs text-muted" aria-live="polite">
              {kindLabels[output.kind]} · {formatBytes(output.size)} ·{' '}
              {run.status === 'done' && (run.ms < 1 ? '<1' : Math.round(run.ms))} ms
              {output.display.truncated &&
                (output.display.binary
                  ? ` · the first ${HEX_SHOWN_LABEL} shown as hex`
                  : ` · the first ${SHOWN_LIMIT_LABEL} shown; Copy and Download take all of it`)}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-end gap-2">
            <SendToButton value={output ? fetchOutput : null} fromToolId="recipe-builder" disabled={!output} />
            <DownloadButton
              fileName={`recipe-output.${output ? extensionOf(output) : 'txt'}`}
              mimeType={
                output?.kind === 'json'
                  ? 'application/json'
                  : output?.kind === 'bytes'
                    ? 'application/octet-stream'
                    : 'text/plain;charset=utf-8'
              }
              content={async () => {
                const value = await fetchOutput();
                if (!value) throw new Error('The output is no longer there: run the recipe again.');
                return value.kind === 'bytes'
                  ? new Blob([value.value as BlobPart], { type: 'application/octet-stream' })
                  : (fullText(value) ?? '');
              }}
              disabled={!output}
            />
            <CopyButton
              value={async () => {
                const value = await fetchOutput();
                if (!value) throw new Error('The output is no longer there: run the recipe again.');
                return fullText(value) ?? '';
              }}
              disabled={!output || output.display.binary}
            />
          </div>
        </section>
      </div>

      {user && (
        <>
          <SavedRecipesDialog
            open={savedOpen}
            onOpenChange={setSavedOpen}
            saved={saved}
            loadError={savedError}
            currentId={loaded?.id ?? null}
            onOpen={openSaved}
            onAddAsStep={addSubRecipe}
            onDelete={removeSaved}
            onChanged={refreshSaved}
          />
          <SaveRecipeDialog
            key={saveKey}
            mode={saveMode}
            onClose={() => setSaveMode(null)}
            loaded={loaded}
            steps={recipe.steps}
            onSaved={(recipe) => {
              setLoaded({ id: recipe.id, name: recipe.name, description: recipe.description });
              setNotice(`Saved “${recipe.name}”.`);
              void refreshSaved();
            }}
          />
        </>
      )}
    </div>
  );
};

export default RecipeBuilder;
