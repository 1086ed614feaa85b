import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const HttpStatusCodes: ToolScreen = (props) => (
  <OperationTool
    toolId="http-status-codes"
    operations={operations}
    {...props}
    intro="Every code in IANA's HTTP Status Code Registry (checked June 2025) with the RFC that defines it, plus common unofficial ones from nginx and Cloudflare. Enter codes, classes (4xx) or words (timeout, redirect)."
  />
);

export default HttpStatusCodes;
