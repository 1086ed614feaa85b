// `createRequire` for the stylistic ESLint rules' bundle, which requires two packages at run time:
// in the worker they are bundled, and this require hands them over.
import * as eslintUtils from '@eslint-community/eslint-utils';
import * as typesPackage from '@typescript-eslint/types';

const bundled: Record<string, unknown> = {
  '@eslint-community/eslint-utils': eslintUtils,
  '@typescript-eslint/types': typesPackage,
};

export function createRequire(): (id: string) => unknown {
  return (id: string) => {
    if (id in bundled) return bundled[id];
    throw new Error(`Cannot load ${id} in the browser`);
  };
}

export default { createRequire };
