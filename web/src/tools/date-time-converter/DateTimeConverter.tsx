import { CopyableRows, rowsOfLines } from '@/components/CopyableRows';
import type { Value } from '@/operations/kinds';
import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const formatRows = (output: Value) =>
  output.kind === 'text' ? (
    <CopyableRows label="Each format, to copy" rows={rowsOfLines(output.value)} labelWidth="w-32 sm:w-44" />
  ) : null;

const DateTimeConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="date-time-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    renderOutput={formatRows}
    intro='Type "now", an ISO 8601 date, an e-mail or HTTP date, Unix time in s/ms/µs/ns, a MongoDB ObjectId or an Excel serial. A date without an offset is read in the chosen time zone (an IANA name such as Europe/Paris).'
  />
);

export default DateTimeConverter;
