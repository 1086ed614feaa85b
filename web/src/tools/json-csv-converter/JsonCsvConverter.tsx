import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

// A handed-over value opens in the direction that reads it: JSON → CSV for JSON, else CSV → JSON.
const looksLikeJson = (text: string | undefined) => text !== undefined && /^\s*[{[]/.test(text);

const JsonCsvConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="json-csv-converter"
    operations={operations}
    initialOperation={
      props.initialOperation ??
      (props.initialInput === undefined ? undefined : looksLikeJson(props.initialInput) ? 'json-to-csv' : 'csv-to-json')
    }
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Nested objects become dotted headers (address.city, tags.0) and come back nested. Files of tens of megabytes convert in the background."
  />
);

export default JsonCsvConverter;
