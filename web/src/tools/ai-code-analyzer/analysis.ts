import type { AiAnalysisResult } from '@common/ai';
import type { CodeLanguage } from '@/components/CodeEditor';

// The AI code analyzer's logic (spec tools.md §3 AI analysis result, §5, §8, §9): which files and
// languages it takes, what the answer means (score colour, summary length, the empty answer),
// which findings name a line, and the exported report.

export const NO_CODE = 'Please enter some code to analyze';
export const NO_ANALYSIS = 'No analysis available';
export const FAILED = 'Failed to analyze code';
/** Spec §9: the summary is cut to 300 characters; an export includes the first 1000 characters of code. */
export const SUMMARY_MAX = 300;
export const EXCERPT_MAX = 1000;
/** Spec §9: the default score. */
export const DEFAULT_SCORE = 8;

export const analyzerLanguages = [
  { id: 'javascript', label: 'JavaScript', extension: 'js', editor: 'javascript' },
  { id: 'typescript', label: 'TypeScript', extension: 'ts', editor: 'typescript' },
  { id: 'python', label: 'Python', extension: 'py', editor: 'python' },
  { id: 'java', label: 'Java', extension: 'java', editor: 'java' },
  { id: 'cpp', label: 'C++', extension: 'cpp', editor: 'cpp' },
  { id: 'csharp', label: 'C#', extension: 'cs', editor: 'csharp' },
  { id: 'go', label: 'Go', extension: 'go', editor: 'go' },
  { id: 'rust', label: 'Rust', extension: 'rs', editor: 'rust' },
] as const satisfies readonly { id: string; label: string; extension: string; editor: CodeLanguage }[];

export type AnalyzerLanguage = (typeof analyzerLanguages)[number]['id'];

export function languageInfo(id: AnalyzerLanguage) {
  return analyzerLanguages.find((l) => l.id === id)!;
}

/** The file chooser's accept list: the spec's eight extensions. */
export const importAccept = analyzerLanguages.map((l) => `.${l.extension}`).join(',');

/** The language of an imported file, from its extension (spec §9 code import types); others are refused. */
export function languageOfFile({ name }: { name: string }): AnalyzerLanguage {
  const extension = /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase();
  const found = analyzerLanguages.find((l) => l.extension === extension);
  if (!found) {
    const list = analyzerLanguages.map((l) => `.${l.extension}`).join(', ');
    throw new Error(
      `${extension ? `.${extension} files are` : 'This file is'} not supported. Import a ${list.replace(/, ([^,]*)$/, ' or $1')} file.`,
    );
  }
  return found.id;
}

// Signals of each language, with weights: a few strong tells (package main, #include, def …:)
// outweigh the many constructs languages share.
const signals: Record<AnalyzerLanguage, [RegExp, number][]> = {
  python: [
    [/^\s*def \w+\s*\(.*\)\s*(->\s*[\w[\], .]+)?:\s*(#.*)?$/m, 4],
    [/^\s*class \w+(\(.*\))?:\s*$/m, 4],
    [/^\s*(from [\w.]+ )?import [\w.]+(\s+as \w+)?\s*$/m, 2],
    [/\bself\.\w+/, 2],
    [/^\s*(elif|except|with) .*:\s*$/m, 3],
    [/__name__\s*==|__init__|\bNone\b|\bTrue\b|\bFalse\b/, 2],
  ],
  go: [
    [/^package \w+\s*$/m, 6],
    [/\bfunc (\(\w+ \*?\w+\) )?\w+\(/, 4],
    [/\w+\s*:=/, 2],
    [/\bfmt\.\w+\(|\berr != nil\b/, 3],
  ],
  rust: [
    [/\bfn \w+\s*(<[^>]*>)?\s*\(/, 3],
    [/\blet (mut )?\w+(: [^=]+)?\s*=/, 2],
    [/\b(println|vec|format|macro_rules|assert_eq)!/, 4],
    [/\bimpl\b|\bpub (fn|struct|enum)\b|\buse (std|crate)::/, 4],
    [/&mut |&self\b|-> Result<|Option</, 3],
  ],
  java: [
    [/^\s*import java\.|^\s*package [\w.]+;\s*$/m, 6],
    [/\bSystem\.(out|err)\.print/, 5],
    [/\bpublic static void main\s*\(\s*String/, 6],
    [/@Override\b|\bextends \w+ implements\b|\bthrows \w+Exception\b/, 3],
    [/\b(public|private|protected) (static )?(final )?(class|void|int|boolean|String)\b/, 2],
  ],
  csharp: [
    [/^\s*using System(\.[\w.]+)?;\s*$/m, 6],
    [/\bnamespace [\w.]+/, 3],
    [/\bConsole\.Write(Line)?\(/, 5],
    [/\{ get; (private )?(set; )?\}/, 5],
    [/\basync Task\b|\bstring\[\] args\b|\bvar \w+ = new \w+/, 3],
  ],
  cpp: [
    [/^\s*#include\s*[<"]/m, 6],
    [/\bstd::\w+/, 4],
    [/\b(cout|cin|cerr)\s*<</, 3],
    [/\btemplate\s*<|\bnullptr\b|\bnamespace \w+\s*\{|::~?\w+\(/, 3],
  ],
  typescript: [
    [/\b(const|let|var)\s+\w+\s*:\s*[\w<[{]/, 3],
    [/\(\s*\w+\??\s*:\s*[\w<[{]|\)\s*:\s*(string|number|boolean|void|Promise<|[A-Z]\w*)\b/, 3],
    [/^\s*(export\s+)?(interface \w+|type \w+\s*=)/m, 4],
    [/\bas const\b|\b(private|public|readonly) \w+\s*:/, 3],
  ],
  javascript: [
    [/\bfunction\b|=>/, 1],
    [/\b(const|let|var)\s+\w+\s*=/, 1],
    [/\bconsole\.log\(|\bdocument\.|\bwindow\./, 2],
    [/\brequire\(['"]|\bmodule\.exports\b|^\s*import .* from ['"]|^\s*export (default |const |function )/m, 2],
  ],
};

/** The language the code most likely is, or null when nothing tells. */
export function detectLanguage({ code }: { code: string }): AnalyzerLanguage | null {
  const sample = code.slice(0, 20_000);
  let best: AnalyzerLanguage | null = null;
  let bestScore = 0;
  for (const language of Object.keys(signals) as AnalyzerLanguage[]) {
    const score = signals[language].reduce((sum, [pattern, weight]) => sum + (pattern.test(sample) ? weight : 0), 0);
    if (score > bestScore) {
      best = language;
      bestScore = score;
    }
  }
  // TypeScript is JavaScript plus types: JavaScript's signals count for it too.
  if (best === 'javascript' || best === 'typescript') {
    const typed = signals.typescript.some(([pattern]) => pattern.test(sample));
    return typed ? 'typescript' : 'javascript';
  }
  return best;
}

export type ScoreTone = 'good' | 'fair' | 'poor';

/** Spec §9: green at 8 or more, yellow at 6 or more, else red. */
export function scoreTone(score: number): ScoreTone {
  return score >= 8 ? 'good' : score >= 6 ? 'fair' : 'poor';
}

export type Analysis = AiAnalysisResult & {
  /** The answer said nothing: "No analysis available" (spec §8). */
  empty: boolean;
};

/** The answer as shown: the score kept to 0–10 with one decimal, the summary cut to 300 characters, blank findings dropped. */
export function readAnalysis({ result }: { result: AiAnalysisResult }): Analysis {
  const list = (items: readonly string[] | undefined) => (items ?? []).map((s) => s.trim()).filter(Boolean);
  const raw = Number(result.qualityScore);
  const qualityScore = Number.isFinite(raw) ? Math.round(Math.min(10, Math.max(0, raw)) * 10) / 10 : DEFAULT_SCORE;
  const summary = result.summary.trim();
  const analysis = {
    qualityScore,
    security: list(result.security),
    performance: list(result.performance),
    bestPractices: list(result.bestPractices),
    refactoring: list(result.refactoring),
    summary: summary.length > SUMMARY_MAX ? `${summary.slice(0, SUMMARY_MAX - 1).trimEnd()}…` : summary,
  };
  const findings =
    analysis.security.length + analysis.performance.length + analysis.bestPractices.length + analysis.refactoring.length;
  const empty = findings === 0 && (summary === '' || summary === NO_ANALYSIS);
  return { ...analysis, summary: analysis.summary || NO_ANALYSIS, empty };
}

/** The lines a finding is about ("Line 12: …", "lines 3-5", "on line 7"), or null. */
export function findingLines({ text }: { text: string }): { line: number; endLine: number } | null {
  const match = /\b(?:lines?|L)\s*(\d{1,6})(?:\s*(?:-|–|to|and)\s*(\d{1,6}))?/i.exec(text);
  if (!match) return null;
  const line = Number(match[1]);
  const end = match[2] ? Number(match[2]) : line;
  if (line < 1) return null;
  return { line, endLine: Math.max(line, end) };
}

export type ReportInput = {
  analysis: Analysis;
  code: string;
  language: AnalyzerLanguage;
  fileName: string | null;
  provider: string;
  model: string;
  at: Date;
};

/** The export as JSON: the analysis, what was analysed, and the first 1000 characters of the code. */
export function reportJson({ analysis, code, language, fileName, provider, model, at }: ReportInput): string {
  const { empty: _empty, ...result } = analysis;
  return JSON.stringify(
    {
      tool: 'DevForge AI Code Analyzer',
      generatedAt: at.toISOString(),
      file: fileName,
      language: languageInfo(language).label,
      provider,
      model,
      ...result,
      codeExcerpt: code.slice(0, EXCERPT_MAX),
      codeLength: code.length,
    },
    null,
    2,
  );
}

const sections = [
  ['security', 'Security'],
  ['performance', 'Performance'],
  ['bestPractices', 'Best Practices'],
  ['refactoring', 'Refactoring'],
] as const;

/** The export as Markdown, with the code excerpt in a fence that the code cannot close. */
export function reportMarkdown({ analysis, code, language, fileName, provider, model, at }: ReportInput): string {
  const excerpt = code.slice(0, EXCERPT_MAX);
  const longestRun = Math.max(2, ...[...excerpt.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longestRun + 1);
  const lines = [
    `# Code analysis${fileName ? `: ${fileName}` : ''}`,
    '',
    `- Language: ${languageInfo(language).label}`,
    `- Quality score: ${analysis.qualityScore}/10`,
    `- Model: ${provider} · ${model}`,
    `- Generated: ${at.toISOString()}`,
    '',
    '## Summary',
    '',
    analysis.summary,
  ];
  for (const [key, title] of sections) {
    lines.push('', `## ${title}`, '');
    lines.push(
      ...(analysis[key].length > 0 ? analysis[key].map((item) => `- ${item.replace(/\n+/g, ' ')}`) : ['Nothing found.']),
    );
  }
  lines.push(
    '',
    `## Code${code.length > EXCERPT_MAX ? ` (first ${EXCERPT_MAX} of ${code.length.toLocaleString('en-US')} characters)` : ''}`,
    '',
    `${fence}${languageInfo(language).extension}`,
    excerpt,
    fence,
    '',
  );
  return lines.join('\n');
}
