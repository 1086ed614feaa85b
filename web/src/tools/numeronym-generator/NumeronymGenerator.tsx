import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const NumeronymGenerator: ToolScreen = (props) => (
  <OperationTool
    toolId="numeronym-generator"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="One word or phrase per line. Words of three letters or fewer stay as they are."
  />
);

export default NumeronymGenerator;
