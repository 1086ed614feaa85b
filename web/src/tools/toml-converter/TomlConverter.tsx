import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

// A handed-over value opens in the operation that reads it: JSON, TOML (tables or key = value), else YAML.
function operationFor(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (/^\s*[{[]\s*["{[\]]/.test(text) || /^\s*\{/.test(text)) return 'json-to-toml';
  if (/^\s*(?:\[\[?[\w."' -]+\]\]?|[\w."-]+\s*=)/m.test(text.slice(0, 4096))) return 'toml-to-json';
  return 'yaml-to-toml';
}

const TomlConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="toml-converter"
    operations={operations}
    initialOperation={props.initialOperation ?? operationFor(props.initialInput)}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="TOML 1.0. TOML dates become ISO 8601 text in JSON and timestamps in YAML; ISO 8601 text becomes TOML dates on the way back. TOML has no null."
  />
);

export default TomlConverter;
