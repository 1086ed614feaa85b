import { CopyButton } from '@/components/CopyButton';
import type { Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

/** "All cases" output as rows, each with its own Copy button. */
function CaseRows(output: Value, operation: AnyOperation) {
  if (operation.id !== 'case-all' || output.kind !== 'text') return null;
  const rows = output.value.split('\n').map((line) => {
    const at = line.indexOf(': ');
    return { label: line.slice(0, at), value: line.slice(at + 2) };
  });
  return (
    <ul aria-label="Every case" className="divide-y divide-border rounded-lg border border-border bg-surface">
      {rows.map((row) => (
        <li key={row.label} className="flex items-center gap-3 px-3 py-2">
          <span className="w-36 shrink-0 font-mono text-xs text-muted">{row.label}</span>
          <span className="min-w-0 flex-1 break-all font-mono text-sm text-fg">{row.value}</span>
          <CopyButton value={row.value} iconOnly label={`Copy ${row.label}`} variant="ghost" />
        </li>
      ))}
    </ul>
  );
}

const CaseConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="case-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    renderOutput={CaseRows}
    intro="Words are found at spaces, punctuation, camelCase humps and acronyms (XMLHttpRequest → xml http request). One case converts each line on its own."
  />
);

export default CaseConverter;
