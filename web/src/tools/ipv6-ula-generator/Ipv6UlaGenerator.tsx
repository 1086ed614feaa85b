import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const Ipv6UlaGenerator: ToolScreen = (props) => (
  <OperationTool
    toolId="ipv6-ula-generator"
    operations={operations}
    {...props}
    intro="RFC 4193: SHA-1 of the time (as an NTP timestamp) and this system's EUI-64; the last 40 bits are the Global ID. Give a MAC and a time to reproduce a prefix, or leave them empty for a fresh random one."
  />
);

export default Ipv6UlaGenerator;
