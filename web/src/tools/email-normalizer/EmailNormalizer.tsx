import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';

const EmailNormalizer: ToolScreen = (props) => (
  <OperationTool
    toolId="email-normalizer"
    operations={operations}
    {...props}
    intro="One address a line (or separated by commas). Provider rules follow each provider's own help pages: Gmail ignores dots and +tags, Outlook and iCloud +tags, Yahoo the keyword after a hyphen."
  />
);

export default EmailNormalizer;
