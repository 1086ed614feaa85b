import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const UlidGenerator: ToolScreen = (props) => (
  <OperationTool
    toolId="ulid-generator"
    operations={operations}
    {...props}
    // Smart paste hands over a ULID, so a pasted value opens in decode mode.
    initialOperation={props.initialOperation ?? (props.initialInput ? 'ulid-decode' : undefined)}
    intro="A ULID is 48 bits of milliseconds and 80 random bits in Crockford's Base32: IDs sort by the time they were made."
  />
);

export default UlidGenerator;
