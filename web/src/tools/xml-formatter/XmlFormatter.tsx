import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const XmlFormatter: ToolScreen = (props) => (
  <OperationTool
    toolId="xml-formatter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Errors name the line and column. XPath 1.0 runs in your browser; prefixes declared in the document (x:item) can be used in the expression."
  />
);

export default XmlFormatter;
