import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const BasicAuthHeader: ToolScreen = (props) => (
  <OperationTool
    toolId="basic-auth-header"
    operations={operations}
    swap={false}
    {...props}
    intro="Basic authentication is only Base64, not encryption: send it over HTTPS only. Passwords and headers stay in this page and are left out of Share links unless you include them."
  />
);

export default BasicAuthHeader;
