import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const SvgPlaceholder: ToolScreen = (props) => (
  <OperationTool
    toolId="svg-placeholder"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Colours as #rgb, #rrggbb or a CSS name. Download saves the SVG or the PNG (drawn by your browser at the exact size); the data URL goes straight into an img src or a CSS url()."
  />
);

export default SvgPlaceholder;
