import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const SafelinkDecoder: ToolScreen = (props) => (
  <OperationTool
    toolId="safelink-decoder"
    operations={operations}
    {...props}
    intro="Decoding happens in your browser: the wrapped link is never opened, so the click is not recorded by the scanner."
  />
);

export default SafelinkDecoder;
