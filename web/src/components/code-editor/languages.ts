import type { Extension } from '@codemirror/state';

/** The languages the shared code editor highlights. Each pack is its own chunk, loaded on first use. */
export const codeLanguages = [
  'plain',
  'javascript',
  'typescript',
  'jsx',
  'tsx',
  'python',
  'java',
  'cpp',
  'csharp',
  'go',
  'rust',
  'sql',
  'postgresql',
  'mysql',
  'sqlite',
  'json',
  'yaml',
  'dockerfile',
  'shell',
  'diff',
  'graphql',
  'css',
  'xml',
  'svg',
  'html',
  'markdown',
  'groovy',
] as const;
export type CodeLanguage = (typeof codeLanguages)[number];

async function legacy(load: () => Promise<unknown>): Promise<Extension> {
  const [{ StreamLanguage }, mode] = await Promise.all([import('@codemirror/language'), load()]);
  return StreamLanguage.define(mode as Parameters<typeof StreamLanguage.define>[0]);
}

const loaders: Record<CodeLanguage, () => Promise<Extension>> = {
  plain: async () => [],
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript(),
  jsx: async () => (await import('@codemirror/lang-javascript')).javascript({ jsx: true }),
  typescript: async () => (await import('@codemirror/lang-javascript')).javascript({ typescript: true }),
  tsx: async () => (await import('@codemirror/lang-javascript')).javascript({ typescript: true, jsx: true }),
  python: async () => (await import('@codemirror/lang-python')).python(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  cpp: async () => (await import('@codemirror/lang-cpp')).cpp(),
  csharp: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/clike')).csharp),
  go: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/go')).go),
  rust: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/rust')).rust),
  groovy: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/groovy')).groovy),
  dockerfile: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/dockerfile')).dockerFile),
  shell: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/shell')).shell),
  diff: () => legacy(async () => (await import('@codemirror/legacy-modes/mode/diff')).diff),
  sql: async () => (await import('@codemirror/lang-sql')).sql(),
  postgresql: async () => {
    const m = await import('@codemirror/lang-sql');
    return m.sql({ dialect: m.PostgreSQL });
  },
  mysql: async () => {
    const m = await import('@codemirror/lang-sql');
    return m.sql({ dialect: m.MySQL });
  },
  sqlite: async () => {
    const m = await import('@codemirror/lang-sql');
    return m.sql({ dialect: m.SQLite });
  },
  json: async () => (await import('@codemirror/lang-json')).json(),
  yaml: async () => (await import('@codemirror/lang-yaml')).yaml(),
  graphql: async () => (await import('cm6-graphql')).graphql(),
  css: async () => (await import('@codemirror/lang-css')).css(),
  xml: async () => (await import('@codemirror/lang-xml')).xml(),
  svg: async () => (await import('@codemirror/lang-xml')).xml(),
  // HTML highlighting through the XML grammar: close enough for reading markup, without another 60 KB pack.
  html: async () => (await import('@codemirror/lang-xml')).xml(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
};

export function loadLanguage(language: CodeLanguage): Promise<Extension> {
  return loaders[language]();
}
