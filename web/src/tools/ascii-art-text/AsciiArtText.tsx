import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const AsciiArtText: ToolScreen = (props) => (
  <OperationTool
    toolId="ascii-art-text"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Rendered as the figlet command does (figlet -f font -w width, -c or -r), each font loaded when first chosen."
  />
);

export default AsciiArtText;
