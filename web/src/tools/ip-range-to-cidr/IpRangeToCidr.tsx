import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const IpRangeToCidr: ToolScreen = (props) => (
  <OperationTool
    toolId="ip-range-to-cidr"
    operations={operations}
    // Smart paste hands over networks: open them in the CIDR → range direction.
    initialOperation={props.initialOperation ?? (props.initialInput?.includes('/') ? 'cidr-to-ip-range' : undefined)}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="IPv4 and IPv6. Write ranges as start - end (or start to end), one a line."
  />
);

export default IpRangeToCidr;
