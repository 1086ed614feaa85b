import type { CodeLanguage } from '@/components/code-editor/languages';

/** The source languages the code-quality tools read (the analyzer's six; each tool uses a subset). */
export const sourceLanguages = ['javascript', 'typescript', 'python', 'java', 'cpp', 'csharp'] as const;
export type SourceLanguage = (typeof sourceLanguages)[number];

export const sourceLanguageLabels: Record<SourceLanguage, string> = {
  javascript: 'JavaScript',
  typescript: 'TypeScript',
  python: 'Python',
  java: 'Java',
  cpp: 'C++',
  csharp: 'C#',
};

/** The highlighting the shared code editor uses for each. */
export const editorLanguages: Record<SourceLanguage, CodeLanguage> = {
  javascript: 'javascript',
  typescript: 'typescript',
  python: 'python',
  java: 'java',
  cpp: 'cpp',
  csharp: 'csharp',
};

const extensions: Record<string, SourceLanguage> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  tsx: 'typescript',
  py: 'python',
  pyi: 'python',
  java: 'java',
  cpp: 'cpp',
  cc: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  h: 'cpp',
  cs: 'csharp',
};

/** The language a file name says it holds, or null when the extension is not one of ours. */
export function languageOfFileName(name: string): SourceLanguage | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase();
  return (ext && extensions[ext]) || null;
}

/** The `accept` attribute of a file input for the given languages. */
export function acceptFor(languages: readonly SourceLanguage[]): string {
  return Object.entries(extensions)
    .filter(([, language]) => languages.includes(language))
    .map(([ext]) => `.${ext}`)
    .join(',');
}

/** Largest source file the tools read (a 5,000-line file is ~200 KB; this leaves room). */
export const MAX_SOURCE_BYTES = 2_000_000;
