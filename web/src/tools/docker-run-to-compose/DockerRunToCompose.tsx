import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const DockerRunToCompose: ToolScreen = (props) => (
  <OperationTool
    toolId="docker-run-to-compose"
    operations={operations}
    {...props}
    intro="Paste one or more docker run commands (one a line, or joined with &&); line continuations and quotes are read as a shell reads them. Options without a Compose form are listed at the top."
  />
);

export default DockerRunToCompose;
