import type { Value } from '@/operations/kinds';
import type { AnyOperation } from '@/operations/operation';
import { OperationTool } from '../operation-screen/OperationTool';
import type { ToolScreen } from '../types';
import { CompressionSizes } from './CompressionSizes';
import { operations } from './operations';

const sizes = (output: Value, operation: AnyOperation, { inputBytes }: { inputBytes: number }) =>
  output.kind === 'bytes' ? (
    <CompressionSizes before={inputBytes} after={output.value.byteLength} compressing={operation.id === 'compress'} />
  ) : null;

const Compress: ToolScreen = (props) => (
  <OperationTool
    toolId="compress"
    operations={operations}
    initialOperation={props.initialOperation}
    initialInput={props.initialInput}
    initialValue={props.initialValue}
    renderOutput={sizes}
    intro="Type text or open a file. gzip, zlib and raw DEFLATE use fflate; Brotli uses brotli-wasm (loaded on first use). Decompression detects gzip and zlib by their headers and tries DEFLATE, then Brotli."
  />
);

export default Compress;
