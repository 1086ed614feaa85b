import { buildOperationCatalogue, toolIdOfPath, type OperationCatalogue } from '@/operations/catalogue';
import type { AnyOperation } from '@/operations/operation';

// Every tool's operations (tools/<id>/operations.ts), discovered like the catalogue's metas. Loading
// this module loads them all, with their light dependencies only (heavy engines are imported inside
// `run`): it is for screens that list operations (Send to, the recipe builder, search), never the
// first load.

const modules = import.meta.glob<readonly AnyOperation[]>('./*/operations.ts', { eager: true, import: 'operations' });

export const operationCatalogue: OperationCatalogue = buildOperationCatalogue(Object.entries(modules).map(([path, operations]) => [toolIdOfPath(path), operations]));
