import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const RomanNumerals: ToolScreen = (props) => (
  <OperationTool
    toolId="roman-numerals"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Standard subtractive form (IV, XC, CM), 1 to 3999. Put one value per line to convert a list."
  />
);

export default RomanNumerals;
