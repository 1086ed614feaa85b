// The CodeMirror 6 side of <CodeEditor>: loaded lazily with the first editor on a page, never in
// the first load. Colours come from CSS variables (index.css), so one theme serves light and dark.
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic } from '@codemirror/lint';
import { highlightSelectionMatches, search, searchKeymap } from '@codemirror/search';
import { Annotation, Compartment, EditorSelection, EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
  placeholder as placeholderExtension,
} from '@codemirror/view';
import { tags as t } from '@lezer/highlight';
import type { EditorDiagnostic } from './diagnostics';
import { loadLanguage, type CodeLanguage } from './languages';

const highlightStyle = HighlightStyle.define([
  { tag: [t.keyword, t.operatorKeyword, t.modifier, t.controlKeyword, t.definitionKeyword, t.moduleKeyword], color: 'var(--syn-keyword)' },
  { tag: [t.string, t.special(t.string), t.regexp, t.character], color: 'var(--syn-string)' },
  { tag: [t.number, t.bool, t.null, t.atom], color: 'var(--syn-number)' },
  { tag: [t.comment, t.lineComment, t.blockComment, t.docComment], color: 'var(--syn-comment)', fontStyle: 'italic' },
  { tag: [t.function(t.variableName), t.function(t.propertyName), t.labelName], color: 'var(--syn-function)' },
  { tag: [t.typeName, t.className, t.namespace, t.tagName], color: 'var(--syn-type)' },
  { tag: [t.propertyName, t.attributeName], color: 'var(--syn-property)' },
  { tag: [t.definition(t.variableName), t.meta, t.processingInstruction], color: 'var(--syn-definition)' },
  { tag: t.inserted, color: 'var(--syn-inserted)' },
  { tag: t.deleted, color: 'var(--syn-deleted)' },
  { tag: [t.heading, t.strong], fontWeight: '600' },
  { tag: t.emphasis, fontStyle: 'italic' },
  { tag: t.invalid, color: 'var(--danger)' },
]);

const theme = EditorView.theme({
  '&': { backgroundColor: 'var(--surface)', color: 'var(--fg)', fontSize: '13px', height: '100%' },
  '&.cm-focused': { outline: 'none' },
  '.cm-scroller': { fontFamily: 'var(--font-mono)', lineHeight: '1.6', overflow: 'auto' },
  '.cm-content': { caretColor: 'var(--fg)', padding: '8px 0' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--fg)' },
  '&.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground, .cm-selectionBackground, ::selection': {
    backgroundColor: 'var(--syn-selection) !important',
  },
  '.cm-activeLine': { backgroundColor: 'var(--syn-active-line)' },
  '.cm-gutters': { backgroundColor: 'var(--surface-2)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--syn-active-line)', color: 'var(--fg)' },
  '.cm-placeholder': { color: 'var(--muted)' },
  '.cm-tooltip': { backgroundColor: 'var(--surface)', color: 'var(--fg)', border: '1px solid var(--border)', borderRadius: '8px' },
  '.cm-tooltip-autocomplete > ul > li[aria-selected]': { backgroundColor: 'var(--primary)', color: 'var(--primary-fg)' },
  '.cm-panels': { backgroundColor: 'var(--surface-2)', color: 'var(--fg)' },
  '.cm-panels input, .cm-panels button': { color: 'var(--fg)' },
  '.cm-matchingBracket': { backgroundColor: 'var(--syn-selection)', outline: '1px solid var(--border)' },
  '.cm-searchMatch': { backgroundColor: 'var(--syn-search)' },
  '.cm-lintRange-error': { backgroundImage: 'none', textDecoration: 'underline wavy var(--danger)' },
  '.cm-lintRange-warning': { backgroundImage: 'none', textDecoration: 'underline wavy var(--warning)' },
  '.cm-lintRange-info': { backgroundImage: 'none', textDecoration: 'underline wavy var(--primary)' },
});

/** Marks changes the component makes itself (a new `value` prop), so they are not reported back as edits. */
const external = Annotation.define<boolean>();

export type EditorOptions = {
  parent: HTMLElement;
  doc: string;
  label: string;
  describedBy?: string;
  language: CodeLanguage;
  readOnly: boolean;
  lineNumbers: boolean;
  wrap: boolean;
  placeholder?: string;
  extensions: Extension;
  onChange: (value: string) => void;
  onSubmit?: () => void;
};

export type EditorController = {
  view: EditorView;
  setDoc: (doc: string) => void;
  setLanguage: (language: CodeLanguage) => void;
  setReadOnly: (readOnly: boolean) => void;
  setExtensions: (extensions: Extension) => void;
  setDiagnostics: (diagnostics: readonly EditorDiagnostic[]) => void;
  goTo: (line: number, column?: number) => void;
  destroy: () => void;
};

// tabindex="0" on the (already focusable) contenteditable: axe's scrollable-region-focusable rule
// counts only elements with a tabindex or natively focusable ones, so a scrolling editor failed it.
function contentAttributes(label: string, describedBy: string | undefined) {
  return EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0', ...(describedBy ? { 'aria-describedby': describedBy } : {}) });
}

/** 1-based line and column to a document offset, clamped into the document. */
function offsetOf(state: EditorState, line: number, column = 1): number {
  const l = state.doc.line(Math.min(Math.max(1, Math.floor(line)), state.doc.lines));
  return Math.min(l.from + Math.max(0, Math.floor(column) - 1), l.to);
}

/** A read-only editor stays focusable (contentAttributes gives every editor tabindex 0), so keyboard users can scroll and select its text. */
function readOnlyExtensions(readOnly: boolean) {
  return [EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)];
}

export function createEditor(options: EditorOptions): EditorController {
  const languageSlot = new Compartment();
  const readOnlySlot = new Compartment();
  const extraSlot = new Compartment();
  let languageRequest = 0;

  const state = EditorState.create({
    doc: options.doc,
    extensions: [
      options.lineNumbers ? [lineNumbers(), highlightActiveLineGutter(), lintGutter()] : [],
      history(),
      drawSelection(),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      autocompletion(),
      highlightActiveLine(),
      highlightSelectionMatches(),
      search({ top: true }),
      syntaxHighlighting(highlightStyle),
      theme,
      options.wrap ? EditorView.lineWrapping : [],
      options.placeholder ? placeholderExtension(options.placeholder) : [],
      contentAttributes(options.label, options.describedBy),
      keymap.of([
        ...(options.onSubmit ? [{ key: 'Mod-Enter', run: () => (options.onSubmit?.(), true) }] : []),
        ...closeBracketsKeymap,
        ...defaultKeymap,
        ...searchKeymap,
        ...historyKeymap,
        ...completionKeymap,
        // Tab indents; Escape then Tab leaves the editor (CodeMirror's documented keyboard escape).
        indentWithTab,
      ]),
      languageSlot.of([]),
      readOnlySlot.of(readOnlyExtensions(options.readOnly)),
      extraSlot.of(options.extensions),
      EditorView.updateListener.of((update) => {
        if (update.docChanged && !update.transactions.some((tr) => tr.annotation(external))) options.onChange(update.state.doc.toString());
      }),
    ],
  });
  const view = new EditorView({ state, parent: options.parent });

  const controller: EditorController = {
    view,
    setDoc(doc) {
      if (doc === view.state.doc.toString()) return;
      const head = Math.min(view.state.selection.main.head, doc.length);
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: doc }, selection: EditorSelection.cursor(head), annotations: external.of(true) });
    },
    setLanguage(language) {
      const request = ++languageRequest;
      void loadLanguage(language).then(
        (extension) => {
          if (request === languageRequest) view.dispatch({ effects: languageSlot.reconfigure(extension) });
        },
        (error: unknown) => console.warn(`Could not load the ${language} highlighting`, error),
      );
    },
    setReadOnly(readOnly) {
      view.dispatch({ effects: readOnlySlot.reconfigure(readOnlyExtensions(readOnly)) });
    },
    setExtensions(extensions) {
      view.dispatch({ effects: extraSlot.reconfigure(extensions) });
    },
    setDiagnostics(diagnostics) {
      const s = view.state;
      const mapped: Diagnostic[] = diagnostics.map((d) => {
        const from = offsetOf(s, d.line, d.column);
        const to = d.endLine !== undefined ? Math.max(from, offsetOf(s, d.endLine, d.endColumn)) : Math.min(s.doc.lineAt(from).to, from + 1);
        return { from, to: to === from && from < s.doc.length ? from + 1 : to, severity: d.severity, message: d.message, source: d.source };
      });
      view.dispatch(setDiagnostics(s, mapped));
    },
    goTo(line, column = 1) {
      const at = offsetOf(view.state, line, column);
      view.dispatch({ selection: EditorSelection.cursor(at), effects: EditorView.scrollIntoView(at, { y: 'center' }) });
      view.focus();
    },
    destroy() {
      view.destroy();
    },
  };
  controller.setLanguage(options.language);
  return controller;
}
