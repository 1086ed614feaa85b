import path from 'node:path';
import { runnerImport, type Plugin } from 'vite';
import { alias, projectRoot } from '../paths';

// The API reference page lists every operation with its kinds and options. Computing that list
// needs every tool's operations module; the build reads it once in Node and replaces
// web/src/pages/api-docs/operation-reference.ts by the list as JSON, so the page's chunk carries
// data, not the operations' code. Dev and the unit tests run the module as written.
export function operationReferencePlugin(): Plugin {
  const referenceModule = path.join(projectRoot, 'web/src/pages/api-docs/operation-reference.ts');
  let reference: Promise<unknown> | undefined;
  const read = () =>
    (reference ??= runnerImport<{ operationReference: unknown }>(referenceModule, {
      configFile: false,
      logLevel: 'error',
      root: path.join(projectRoot, 'web'),
      resolve: { alias },
    }).then(({ module }) => module.operationReference));
  let building = false;
  return {
    name: 'devforge-operation-reference',
    configResolved(config) {
      building = config.command === 'build';
    },
    async load(id) {
      if (!building || id.split('?')[0] !== referenceModule) return null;
      return `export const operationReference = JSON.parse(${JSON.stringify(JSON.stringify(await read()))});\n`;
    },
  };
}
