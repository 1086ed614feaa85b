/** A problem to underline in the editor, in 1-based lines and columns (what linters report). */
export type EditorDiagnostic = {
  line: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  severity: 'error' | 'warning' | 'info';
  message: string;
  /** The rule or tool that reported it ("no-var", "ruff F401"). */
  source?: string;
};
