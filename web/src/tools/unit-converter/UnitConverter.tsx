import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const UnitConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="unit-converter"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Type a number and a unit: 5 km, 3 feet, 100 °F, 1.5 GiB, 60 mph, 2 sq ft, 1 kWh. US customary volumes, international foot and pound, the thermochemical calorie, the Julian year."
  />
);

export default UnitConverter;
