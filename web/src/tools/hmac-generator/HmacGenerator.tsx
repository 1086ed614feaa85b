import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const HmacGenerator: ToolScreen = (props) => (
  <OperationTool
    toolId="hmac-generator"
    operations={operations}
    {...props}
    intro="The key stays in this page: it is left out of Share links unless you include it. Text is hashed as UTF-8; drop a file to hash its bytes."
  />
);

export default HmacGenerator;
