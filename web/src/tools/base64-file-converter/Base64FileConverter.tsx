import type { Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { decodeFile } from './base64-file';
import { sniffFileType } from './file-types';
import { FilePreview } from './FilePreview';
import { operations } from './operations';

const PREVIEW_MAX_CHARS = 30 * 1024 * 1024;

/** The file behind the output: the decoded bytes, or (encoding) the Base64 just made, read back. */
function fileOf(output: Value) {
  if (output.kind === 'bytes') return { bytes: output.value, type: sniffFileType(output.value) };
  if (output.kind === 'text' && output.value.length <= PREVIEW_MAX_CHARS) {
    const decoded = decodeFile(output.value);
    return { bytes: decoded.bytes, type: { mime: decoded.mime, extension: decoded.extension } };
  }
  return null;
}

const preview = (output: Value) => {
  const file = fileOf(output);
  return file ? <FilePreview bytes={file.bytes} type={file.type} /> : null;
};

const downloadType = (output: Value, operation: AnyOperation) => {
  if (operation.id !== 'base64-to-file' || output.kind !== 'bytes') return undefined;
  const type = sniffFileType(output.value);
  return { extension: type.extension, mimeType: type.mime };
};

const Base64FileConverter: ToolScreen = (props) => (
  <OperationTool
    toolId="base64-file-converter"
    operations={operations}
    initialOperation={props.initialOperation ?? (props.initialInput !== undefined ? 'base64-to-file' : undefined)}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    renderOutput={preview}
    outputFileOf={downloadType}
    swap={false}
    intro="Open or drop any file to get its Base64 or data URL; paste Base64 or a data URL to get the file back, previewed when it is an image and downloaded with its own type. For text, use the Base64 Encoder."
  />
);

export default Base64FileConverter;
