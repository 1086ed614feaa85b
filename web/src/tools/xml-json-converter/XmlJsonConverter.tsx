import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

// A handed-over value opens in the direction that reads it: XML → JSON for markup, else JSON → XML.
const looksLikeXml = (text: string | undefined) => text !== undefined && /^\s*</.test(text);

const XmlJsonConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="xml-json-converter"
    operations={operations}
    initialOperation={
      props.initialOperation ??
      (props.initialInput === undefined ? undefined : looksLikeXml(props.initialInput) ? 'xml-to-json' : 'json-to-xml')
    }
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Attributes become keys with a prefix (@_id); an element's text beside attributes goes under #text; repeated elements become arrays. The same options read the JSON back into XML."
  />
);

export default XmlJsonConverter;
