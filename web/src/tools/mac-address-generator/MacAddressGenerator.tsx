import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const MacAddressGenerator: ToolScreen = (props) => (
  <OperationTool
    toolId="mac-address-generator"
    operations={operations}
    {...props}
    intro="Random addresses from your browser's cryptographic generator. Locally administered addresses are the ones software may invent; a universal address needs a vendor's prefix."
  />
);

export default MacAddressGenerator;
