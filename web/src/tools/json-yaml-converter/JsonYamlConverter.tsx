import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

// A handed-over value opens in the direction that reads it: JSON → YAML for JSON, else YAML → JSON.
const looksLikeJson = (text: string | undefined) => text !== undefined && /^\s*[{[]/.test(text);

const JsonYamlConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="json-yaml-converter"
    operations={operations}
    initialOperation={
      props.initialOperation ??
      (props.initialInput === undefined ? undefined : looksLikeJson(props.initialInput) ? 'json-to-yaml' : 'yaml-to-json')
    }
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="YAML 1.2. Several YAML documents (---) become a JSON array; anchors, aliases and merge keys (<<) are resolved. Large inputs convert in the background."
  />
);

export default JsonYamlConverter;
