import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const TextUnicodeConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="text-unicode-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro={
      'Character names come from Unicode 14 (loaded on first use, about 130 KB). Escapes of every common style are read back, including surrogate pairs written as two \\u escapes.'
    }
  />
);

export default TextUnicodeConverter;
