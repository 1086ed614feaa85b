// ESLint in a worker. Its rule-option validation compiles JSON schemas with Ajv (new Function), so this
// worker is an `.eval.worker`: the server sends it with a CSP of its own that allows eval there and
// nowhere else (server/src/http/security.ts). The TypeScript parser (the TypeScript compiler, ~1 MB)
// loads only with the first TypeScript file.
import '../node-shims/process';
import { Linter } from 'eslint-linter-browserify';
import { t as indent } from '@stylistic/eslint-plugin/rules/indent';
import { t as maxLen } from '@stylistic/eslint-plugin/rules/max-len';
import { t as noTrailingSpaces } from '@stylistic/eslint-plugin/rules/no-trailing-spaces';
import { t as quotes } from '@stylistic/eslint-plugin/rules/quotes';
import { t as semi } from '@stylistic/eslint-plugin/rules/semi';
import { serveEngine } from '../worker-client';
import { lintWithEslint } from './eslint-run';
import type { EslintRequest, EslintResult } from './eslint-types';

const linter = new Linter({ configType: 'flat' });
const stylistic = { rules: { indent, 'max-len': maxLen, 'no-trailing-spaces': noTrailingSpaces, quotes, semi } };
let typescriptParser: Promise<Linter.Parser> | undefined;

serveEngine<EslintRequest, EslintResult>(async (request) => {
  const parser = request.dialect === 'typescript' ? await (typescriptParser ??= import('@typescript-eslint/parser')) : undefined;
  return lintWithEslint({ linter, request, parser, stylistic });
});
