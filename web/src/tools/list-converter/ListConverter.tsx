import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const ListConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="list-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Items are split, trimmed, de-duplicated, sorted, reversed, cased, wrapped and joined, in that order. Custom separators understand \n and \t."
  />
);

export default ListConverter;
