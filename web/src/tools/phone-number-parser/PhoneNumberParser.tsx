import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const PhoneNumberParser: ToolScreen = (props) => (
  <OperationTool
    toolId="phone-number-parser"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Numbers starting with + need no country; for a national number, give the country it is dialled in. Validation uses Google libphonenumber's metadata."
  />
);

export default PhoneNumberParser;
