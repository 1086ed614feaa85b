import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const IbanValidator: ToolScreen = (props) => (
  <OperationTool
    toolId="iban-validator"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Spaces, dashes and lower case are fine. The country table follows SWIFT's IBAN registry; national check digits inside the account number are checked where the country defines them."
  />
);

export default IbanValidator;
