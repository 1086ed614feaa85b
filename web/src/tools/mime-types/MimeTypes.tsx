import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const MimeTypes: ToolScreen = (props) => (
  <OperationTool
    toolId="mime-types"
    operations={operations}
    {...props}
    intro="From mime-db 1.54.0 (IANA's media-type registry with Apache's and nginx's lists, 2,500 types), loaded on first use and kept for offline use."
  />
);

export default MimeTypes;
