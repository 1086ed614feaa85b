import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const YamlFormatter: ToolScreen = (props) => (
  <OperationTool
    toolId="yaml-formatter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="YAML 1.2. Comments, anchors, aliases and tags are kept; duplicate keys are an error. Errors name the line and column."
  />
);

export default YamlFormatter;
