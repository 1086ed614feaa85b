import type { Extension } from '@codemirror/state';
import { forwardRef, useEffect, useId, useImperativeHandle, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { EditorDiagnostic } from './code-editor/diagnostics';
import type { EditorController } from './code-editor/editor-view';
import type { CodeLanguage } from './code-editor/languages';

export type { CodeLanguage } from './code-editor/languages';
export type { EditorDiagnostic } from './code-editor/diagnostics';

export type CodeEditorHandle = {
  focus: () => void;
  /** Puts the cursor at a 1-based line and column, scrolls it into view and focuses the editor. */
  goTo: (line: number, column?: number) => void;
  /** The CodeMirror view, for tools that need more (null until the editor has loaded). */
  view: () => EditorController['view'] | null;
};

export type CodeEditorProps = {
  value: string;
  onChange?: (value: string) => void;
  language: CodeLanguage;
  /** The editor's accessible name (and visible label unless `hideLabel`). */
  label: string;
  hideLabel?: boolean;
  /** Under the editor, and read out with it. */
  hint?: ReactNode;
  readOnly?: boolean;
  /** CSS height of the editor ("200px", "24rem"); it scrolls inside. */
  height?: string;
  lineNumbers?: boolean;
  wrap?: boolean;
  placeholder?: string;
  /** Underlined problems (lint results, parse errors). */
  diagnostics?: readonly EditorDiagnostic[];
  /** More CodeMirror extensions (a schema-aware completion…). Keep the identity stable (useMemo). */
  extensions?: Extension;
  /** Ctrl/Cmd+Enter. */
  onSubmit?: () => void;
  /** Shown at the right of the label row (Import, Copy…). */
  actions?: ReactNode;
  className?: string;
};

const noExtensions: Extension = [];

/**
 * The shared code editor (CodeMirror 6, loaded with the first editor on a page: never in the
 * first load). Until it has loaded, the text is shown read-only in the same box, so nothing jumps.
 * Usage: <CodeEditor label="Code" language="typescript" value={code} onChange={setCode} height="24rem" />
 */
/**
 * Fetches and runs the editor's code (and a language's grammar) ahead of the first editor, for a
 * screen about to open ("Send to…" warming its destination): the first editor is then created
 * without waiting for the network.
 */
export function preloadCodeEditor(language?: CodeLanguage): void {
  const ignore = () => {}; // offline or a failed chunk: the editor loads it again when it is created
  import('./code-editor/editor-view').catch(ignore);
  if (language) import('./code-editor/languages').then(({ loadLanguage }) => loadLanguage(language)).catch(ignore);
}

export const CodeEditor = forwardRef<CodeEditorHandle, CodeEditorProps>(function CodeEditor(
  {
    value,
    onChange,
    language,
    label,
    hideLabel,
    hint,
    readOnly = false,
    height = '16rem',
    lineNumbers = true,
    wrap = false,
    placeholder,
    diagnostics,
    extensions = noExtensions,
    onSubmit,
    actions,
    className,
  },
  ref,
) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const host = useRef<HTMLDivElement>(null);
  const controller = useRef<EditorController | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  // The latest callbacks and value, read by the editor without re-creating it.
  const latest = useRef({ value, onChange, onSubmit });
  latest.current = { value, onChange, onSubmit };

  useImperativeHandle(ref, () => ({
    focus: () => controller.current?.view.focus(),
    goTo: (line, column) => controller.current?.goTo(line, column),
    view: () => controller.current?.view ?? null,
  }));

  // Created once; the props below are applied to the live editor by the effects that follow.
  useEffect(() => {
    let cancelled = false;
    import('./code-editor/editor-view').then(
      ({ createEditor }) => {
        if (cancelled || !host.current) return;
        controller.current = createEditor({
          parent: host.current,
          doc: latest.current.value,
          label,
          describedBy: hintId,
          language,
          readOnly,
          lineNumbers,
          wrap,
          placeholder,
          extensions,
          onChange: (next) => latest.current.onChange?.(next),
          onSubmit: () => latest.current.onSubmit?.(),
        });
        setLoaded(true);
      },
      (error: unknown) => {
        console.warn('Could not load the code editor', error);
        if (!cancelled) setLoadError('The editor could not be loaded. Check your connection and reload the page.');
      },
    );
    return () => {
      cancelled = true;
      controller.current?.destroy();
      controller.current = null;
    };
    // Options fixed at creation (label, gutters, wrapping) re-create the editor only on remount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => controller.current?.setDoc(value), [value, loaded]);
  useEffect(() => controller.current?.setLanguage(language), [language, loaded]);
  useEffect(() => controller.current?.setReadOnly(readOnly), [readOnly, loaded]);
  useEffect(() => controller.current?.setExtensions(extensions), [extensions, loaded]);
  useEffect(() => controller.current?.setDiagnostics(diagnostics ?? []), [diagnostics, loaded]);

  return (
    <div className={cn('flex min-w-0 flex-col gap-1.5', className)}>
      {(!hideLabel || actions) && (
        <div className="flex min-h-8 flex-wrap items-center justify-between gap-2">
          {!hideLabel ? (
            <span id={`${id}-label`} className="text-sm font-medium text-fg">
              {label}
            </span>
          ) : (
            <span />
          )}
          {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        </div>
      )}
      <div
        className="relative overflow-hidden rounded-lg border border-border bg-surface focus-within:border-ring focus-within:ring-2 focus-within:ring-ring/30"
        style={{ height }}
        data-code-editor={loaded ? 'ready' : 'loading'}
      >
        <div ref={host} className="h-full" />
        {!loaded && (
          <pre
            aria-busy="true"
            aria-label={`${label} (loading the editor)`}
            className="absolute inset-0 m-0 overflow-auto whitespace-pre p-3 font-mono text-[13px] leading-relaxed text-fg"
          >
            {value || <span className="text-muted">{loadError ?? placeholder ?? 'Loading the editor…'}</span>}
          </pre>
        )}
      </div>
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
    </div>
  );
});
