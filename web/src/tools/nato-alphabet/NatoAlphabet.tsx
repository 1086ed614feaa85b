import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const NatoAlphabet: ToolScreen = (props) => (
  <OperationTool
    toolId="nato-alphabet"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="ICAO spellings (Alfa, Juliett, X-ray). Words are separated by a slash."
  />
);

export default NatoAlphabet;
