import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const StringEscape: ToolScreen = (props) => (
  <OperationTool
    toolId="string-escape"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Escaping gives the inside of a literal (add the quotes yourself), except for CSV fields and shell words, where quoting is the escape. Unescaping never runs anything: shell expansions are refused."
  />
);

export default StringEscape;
