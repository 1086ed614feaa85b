import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const RandomPortGenerator: ToolScreen = (props) => (
  <OperationTool
    toolId="random-port-generator"
    operations={operations}
    {...props}
    intro="Ports below 1024 need root and are never chosen. The services to avoid come from IANA's registry as Debian's /etc/services lists it, plus the default ports of common development tools and databases."
  />
);

export default RandomPortGenerator;
