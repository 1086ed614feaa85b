import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const HtmlEntities: ToolScreen = (props) => (
  <OperationTool
    toolId="html-entities"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Decoding follows the HTML standard's table of 2,231 named references, like a browser (&copy without a semicolon still decodes)."
  />
);

export default HtmlEntities;
