// What the four code-quality tools cost to download (gzip -9), and proof that their engines stay
// where they belong: each tool's screen chunk (with the static imports the entry lacks), and each
// engine (ESLint and the TypeScript parser, Ruff, tree-sitter's runtime and grammars, the tools'
// workers, Mermaid), which load only when a language or a diagram is first used. No other tool's
// screen and nothing in the first load of / contains engine code (checked module by module through
// the source maps).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSize } from './lib/build.mjs';
import { check, info, kB } from './lib/rows.mjs';

export const title = 'Code-quality tools: screen chunks and engine sizes (gzip), engines kept out of other chunks';
export const order = 21;

const TOOLS = {
  'code-linter': 'CodeLinter',
  'uml-generator': 'UmlGenerator',
  'code-summarizer': 'CodeSummarizer',
  'refactoring-assistant': 'RefactoringAssistant',
};

/** Source modules that are engine code: only the code-quality tools may pull them in, and only lazily. */
const ENGINE_MODULE =
  /[\\/](?:engines[\\/]code|node_modules[\\/](?:eslint-linter-browserify|@typescript-eslint|@stylistic|typescript|@astral-sh|web-tree-sitter|@vscode[\\/]tree-sitter-wasm|mermaid|@jscpd))[\\/]/;

const brotliSize = (file) => (fs.existsSync(`${file}.br`) ? fs.statSync(`${file}.br`).size : null);

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const { build } = ctx;
  const assets = path.join(build.distDir, 'assets');
  const files = fs.readdirSync(assets).filter((f) => !/\.(map|gz|br)$/.test(f));
  const file = (pattern) => files.filter((f) => pattern.test(f)).map((f) => path.join(assets, f));
  const sum = (list, size = gzipSize) => list.reduce((total, f) => total + (size(f) ?? 0), 0);
  const entryChunks = build.staticClosure([build.entryKey]);
  const rows = [];

  // Each tool's screen: its chunk and the static imports the entry does not already have.
  for (const [tool, screen] of Object.entries(TOOLS)) {
    const key = Object.keys(build.manifest).find((k) => build.manifest[k].src === `src/tools/${tool}/${screen}.tsx`);
    if (!key) throw new Error(`no chunk for ${tool}`);
    const chunks = [...build.staticClosure([key])].filter((k) => !entryChunks.has(k));
    const bytes = chunks.reduce((total, k) => total + gzipSize(build.fileOf(k)), 0);
    rows.push(
      info({
        what: `${tool}: screen (gzip)`,
        value: kB(bytes),
        unit: 'kB',
        note: `${chunks.length} chunk(s) not in the entry; engines excluded (they load on first use)`,
      }),
    );
  }

  const typescriptParser = file(/\.js$/).filter(
    (f) => fs.statSync(f).size > 1_000_000 && fs.readFileSync(f, 'utf8').includes('typescript-estree'),
  );
  // Mermaid: its core, then what a class diagram loads on top (the diagram and the dagre layout).
  const mermaidEntry = Object.keys(build.manifest).filter((k) => /node_modules\/mermaid\/dist\/mermaid\.core\.mjs$/.test(k));
  const mermaidCore = [...build.staticClosure(mermaidEntry)].filter((k) => !entryChunks.has(k));
  const classDiagram = Object.keys(build.manifest).filter((k) => /^assets\/(classDiagram|dagre)-/.test(build.manifest[k].file));
  const classClosure = [...build.staticClosure(classDiagram)].filter((k) => !entryChunks.has(k) && !mermaidCore.includes(k));
  const engines = [
    [
      'ESLint worker (ESLint, stylistic rules)',
      file(/^eslint\.eval\.worker-.*\.js$/),
      'JavaScript and TypeScript, with the first one',
    ],
    ['TypeScript parser (TypeScript compiler + typescript-estree)', typescriptParser, 'with the first TypeScript file'],
    [
      'Ruff worker + WebAssembly',
      [...file(/^ruff\.worker-.*\.js$/), ...file(/^ruff_wasm_bg-.*\.wasm$/)],
      'with the first Python file',
    ],
    ['tree-sitter runtime (WebAssembly)', file(/^web-tree-sitter-.*\.wasm$/), 'with the first parse in each tool worker'],
    ...['javascript', 'typescript', 'tsx', 'python', 'java', 'cpp', 'c-sharp'].map((g) => [
      `tree-sitter grammar: ${g}`,
      file(new RegExp(`^tree-sitter-${g}-[\\w-]+\\.wasm$`)),
      'with the first file of that language',
    ]),
    ['Java lint worker (tree-sitter JS + rules)', file(/^java-lint\.worker-.*\.js$/), 'linter, Java'],
    ['UML worker', file(/^uml\.worker-.*\.js$/), 'class-diagram generator'],
    ['Analyzer worker', file(/^analyze\.worker-.*\.js$/), 'code analyzer'],
    ['Refactoring worker (with jscpd)', file(/^refactor\.worker-.*\.js$/), 'refactoring hints'],
    ['Mermaid core', mermaidCore.map((k) => build.fileOf(k)), 'with the first rendered diagram'],
    ['Mermaid class diagram', classClosure.map((k) => build.fileOf(k)), 'with the first rendered diagram'],
  ];
  for (const [what, list, when] of engines) {
    if (list.length === 0) throw new Error(`no build output for ${what}`);
    const br = sum(list, brotliSize);
    rows.push(
      info({
        what: `Engine: ${what} (gzip)`,
        value: kB(sum(list)),
        unit: 'kB',
        note: `${when}; brotli ${kB(br)} kB as served; ${list.map((f) => path.basename(f)).join(', ')}`,
      }),
    );
  }

  // No screen but the four code-quality tools', and nothing in the entry's static graph, holds engine code.
  const offenders = [];
  const codeTools = new Set(Object.keys(TOOLS));
  for (const key of Object.keys(build.manifest)) {
    const chunk = build.manifest[key];
    if (!chunk.file.endsWith('.js')) continue;
    const toolOf = /^src\/tools\/([^/]+)\//.exec(chunk.src ?? '')?.[1];
    const isOtherScreen = chunk.isDynamicEntry && toolOf && !codeTools.has(toolOf);
    if (!entryChunks.has(key) && !isOtherScreen) continue;
    const closure = entryChunks.has(key) ? [key] : [...build.staticClosure([key])].filter((k) => !entryChunks.has(k));
    for (const k of closure)
      for (const module of build.chunkModules(k) ?? [])
        if (ENGINE_MODULE.test(module))
          offenders.push(`${path.basename(build.manifest[k].file)}: ${path.relative(build.webRoot, module)}`);
  }
  rows.push(
    check({
      what: 'Code engines: none in the first load or in another tool’s chunk',
      ok: offenders.length === 0,
      value: offenders.length === 0 ? 'none' : `${offenders.length} module(s)`,
      goal: 'none',
      note:
        offenders.length === 0
          ? 'entry chunks and every other tool screen’s static closure, read through the source maps'
          : [...new Set(offenders)].slice(0, 4).join('; '),
    }),
  );
  return rows;
}
