import type { AnyOperation } from '../../operations/operation';

// The generic screen's pane labels, in one place: the screen shows them, the e2e spec finds the
// panes by them. (Relative imports: the e2e spec loads this in Node.)

export function inputLabelOf(operation: AnyOperation): string {
  return operation.inputLabel ?? (operation.input === 'bytes' ? 'Input (text or a file)' : 'Input');
}

export function outputLabelOf(operation: AnyOperation): string {
  return operation.outputLabel ?? 'Output';
}

export const DEFAULT_MODE_LABEL = 'Mode';
