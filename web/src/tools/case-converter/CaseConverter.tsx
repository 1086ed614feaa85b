import { CopyableRows, rowsOfLines } from '@/components/CopyableRows';
import type { Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const caseRows = (output: Value, operation: AnyOperation) =>
  operation.id === 'case-all' && output.kind === 'text' ? (
    <CopyableRows label="Each case, to copy" rows={rowsOfLines(output.value)} />
  ) : null;

const CaseConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="case-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    renderOutput={caseRows}
    intro="Words are found at spaces, punctuation, camelCase humps and acronyms (XMLHttpRequest → xml http request). One case converts each line on its own."
  />
);

export default CaseConverter;
