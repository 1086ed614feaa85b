import { CopyableRows, rowsOfLines } from '@/components/CopyableRows';
import type { Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const baseRows = (output: Value, operation: AnyOperation) =>
  operation.id === 'base-all' && output.kind === 'text' ? (
    <CopyableRows label="Each base, to copy" rows={rowsOfLines(output.value)} labelWidth="w-28" />
  ) : null;

const NumberBaseConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="number-base-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    renderOutput={baseRows}
    intro="Whole numbers of any size. 0x, 0o and 0b prefixes set the base; underscores and spaces between digits are ignored. Base 64 uses the Base64 alphabet (A = 0 … / = 63)."
  />
);

export default NumberBaseConverter;
