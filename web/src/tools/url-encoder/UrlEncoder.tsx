import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { operations } from './operations';
import { looksUrlEncoded } from './url';

const UrlEncoder: ToolScreen = (props) => (
  <OperationTool
    toolId="url-encoder"
    operations={operations}
    // Smart paste may hand over percent-encoded text: then start by decoding it.
    initialOperation={
      props.initialOperation ?? (props.initialInput && looksUrlEncoded({ text: props.initialInput }) ? 'url-decode' : undefined)
    }
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    intro="Component escapes every reserved character (for one query value or path segment); Full URL keeps the separators : / ? # & = so the result is still a working URL."
  />
);

export default UrlEncoder;
