import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const IpAddressConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="ip-address-converter"
    operations={operations}
    {...props}
    intro="Type IPv4 or IPv6 addresses, one a line, or an address as a number (decimal, or hex with 0x)."
  />
);

export default IpAddressConverter;
