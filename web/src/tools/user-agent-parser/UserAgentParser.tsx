import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

// Opens on this browser's own user-agent string unless something was handed over.
const UserAgentParser: ToolScreen = (props) => (
  <OperationTool
    toolId="user-agent-parser"
    operations={operations}
    {...props}
    initialInput={props.initialInput ?? (props.initialValue || props.initialOperation ? undefined : navigator.userAgent)}
    intro="Strings are read with ua-parser-js 1.0.41 in your browser. Chromium browsers now freeze most of the string: their Client Hints headers tell the real OS version and model."
  />
);

export default UserAgentParser;
