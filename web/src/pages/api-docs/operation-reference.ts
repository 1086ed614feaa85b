import { optionFields } from '@/operations/options';
import { operationCatalogue } from '@/tools/operation-registry';

// The API reference's list of operations, read from the operation registry: every operation the API
// serves (all but those that need a browser's document), with its kinds and options. The build
// replaces this module by its value (build/plugins/operation-reference.ts), so the page carries a
// JSON list instead of every tool's operations module; dev and the unit tests run it as written.

export type OperationOptionReference = {
  key: string;
  type: 'boolean' | 'number' | 'string' | 'enum';
  default: string | number | boolean;
  values?: string[];
  min?: number;
  max?: number;
  label?: string;
  description?: string;
  sensitive?: boolean;
};

export type OperationReference = {
  id: string;
  name: string;
  description: string;
  tool: string;
  input: string;
  output: string;
  keywords: string[];
  options: OperationOptionReference[];
};

export const operationReference: OperationReference[] = operationCatalogue.list
  .filter(({ operation }) => operation.needs !== 'dom')
  .map(({ operation, toolId }) => ({
    id: operation.id,
    name: operation.name,
    description: operation.description,
    tool: toolId,
    input: operation.input,
    output: operation.output,
    keywords: [...(operation.keywords ?? [])],
    options: optionFields(operation).map((field) => {
      const option: OperationOptionReference = { key: field.key, type: field.type, default: field.default };
      if (field.type === 'enum') option.values = field.values;
      if (field.type === 'number') {
        if (field.min !== undefined) option.min = field.min;
        if (field.max !== undefined) option.max = field.max;
      }
      if (field.label) option.label = field.label;
      if (field.description) option.description = field.description;
      if (field.sensitive) option.sensitive = true;
      return option;
    }),
  }));
