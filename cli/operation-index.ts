import { loadOperationCatalogue } from '../server/src/ops/discover';

// Prints { operation id: tool id } for every operation, as the tools' modules declare them (run by
// cli/vite.config.ts under tsx at build time). The bundle keeps each tool's module apart and loads
// only the one an operation needs: evaluating all of them was most of a cold start.

const catalogue = await loadOperationCatalogue();
process.stdout.write(JSON.stringify(Object.fromEntries(catalogue.list.map(({ operation, toolId }) => [operation.id, toolId]))));
