import { CheckCircle2, CircleAlert, FileJson } from 'lucide-react';
import { useMemo } from 'react';
import { lineColumnAt, locateJsonError } from '../../engines/json/format';

type Status = { kind: 'empty' } | { kind: 'valid' } | { kind: 'invalid'; line?: number; column?: number };

function checkSyntax(text: string): Status {
  if (text.trim() === '') return { kind: 'empty' };
  try {
    JSON.parse(text);
    return { kind: 'valid' };
  } catch {
    const position = locateJsonError(text);
    return position === undefined ? { kind: 'invalid' } : { kind: 'invalid', ...lineColumnAt(text, position) };
  }
}

/** The line under the input while typing: valid, or 'Invalid JSON syntax' and where (spec tools.md §5). */
export function SyntaxStatus({ text, loadedFile }: { text: string; loadedFile: string | null }) {
  const status = useMemo(() => checkSyntax(text), [text]);
  const file = loadedFile && (
    <span className="inline-flex items-center gap-1">
      <FileJson className="h-3.5 w-3.5" aria-hidden />
      {loadedFile}
    </span>
  );

  let syntax;
  if (status.kind === 'empty') syntax = <span>Paste, type, upload or drop a .json file. Ctrl+Enter formats.</span>;
  else if (status.kind === 'valid')
    syntax = (
      <span className="inline-flex items-center gap-1 text-success">
        <CheckCircle2 className="h-3.5 w-3.5" aria-hidden />
        Valid JSON
      </span>
    );
  else
    syntax = (
      <span className="inline-flex items-center gap-1 text-danger">
        <CircleAlert className="h-3.5 w-3.5" aria-hidden />
        Invalid JSON syntax{status.line !== undefined && ` (line ${status.line}, column ${status.column})`}
      </span>
    );

  return (
    <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {syntax}
      {file}
    </span>
  );
}
