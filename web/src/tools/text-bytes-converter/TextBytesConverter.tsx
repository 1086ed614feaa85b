import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const TextBytesConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="text-bytes-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Text is encoded as UTF-8, so \u00e9 is two bytes and \ud83d\ude00 four. Reading bytes accepts any separators, 0x/0b/0o prefixes, and unbroken runs like xxd -p writes."
  />
);

export default TextBytesConverter;
