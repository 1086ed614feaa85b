import type { Value } from '@/operations/kinds';
import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { MarkdownPreview } from './MarkdownPreview';
import { operations } from './operations';

const preview = (output: Value) =>
  output.kind === 'text' && output.value.length <= 2_000_000 ? <MarkdownPreview html={output.value} /> : null;

const MarkdownToHtml: ToolScreen = (props) => (
  <OperationTool
    toolId="markdown-to-html"
    operations={operations}
    swap={false}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    renderOutput={preview}
    intro="CommonMark with GitHub's tables, task lists and strikethrough. The preview is always sanitised (no scripts, event handlers or javascript: links); choose Sanitised HTML to copy that version."
  />
);

export default MarkdownToHtml;
