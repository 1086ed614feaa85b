import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const Base64Encoder: ToolScreen = (props) => (
  <OperationTool
    toolId="base64-encoder"
    operations={operations}
    // Smart paste hands over Base64, so a pasted value opens in decode mode.
    initialOperation={props.initialOperation ?? (props.initialInput ? 'base64-decode' : undefined)}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Decoding accepts the standard and URL-safe alphabets, with or without padding; whitespace is ignored."
  />
);

export default Base64Encoder;
