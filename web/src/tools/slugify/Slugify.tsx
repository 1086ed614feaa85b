import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const Slugify: ToolScreen = (props) => (
  <OperationTool
    toolId="slugify"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Letters of other scripts are transliterated (\u044f \u2192 ya, \u00fc \u2192 ue, \u2665 \u2192 love); turn that off to keep them."
  />
);

export default Slugify;
