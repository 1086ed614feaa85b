import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const StringObfuscator: ToolScreen = (props) => (
  <OperationTool
    toolId="string-obfuscator"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Everything runs in your browser. An emoji or an accented letter counts as one character."
  />
);

export default StringObfuscator;
