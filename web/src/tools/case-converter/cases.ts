import {
  camelCase,
  capitalCase,
  constantCase,
  dotCase,
  kebabCase,
  noCase,
  pascalCase,
  pascalSnakeCase,
  pathCase,
  sentenceCase,
  snakeCase,
  trainCase,
} from 'change-case';

// Every case the tool writes, in the order shown, with change-case doing the word splitting
// (camelCase humps, acronyms, digits, separators). Lower and upper case keep the text's words as
// they are and only change letters.

export const caseIds = [
  'camel',
  'pascal',
  'snake',
  'kebab',
  'constant',
  'dot',
  'path',
  'title',
  'sentence',
  'header',
  'lower',
  'upper',
  'pascal-snake',
  'words',
] as const;
export type CaseId = (typeof caseIds)[number];

export const caseLabels: Record<CaseId, string> = {
  camel: 'camelCase',
  pascal: 'PascalCase',
  snake: 'snake_case',
  kebab: 'kebab-case',
  constant: 'CONSTANT_CASE',
  dot: 'dot.case',
  path: 'path/case',
  title: 'Title Case',
  sentence: 'Sentence case',
  header: 'Header-Case',
  lower: 'lower case',
  upper: 'UPPER CASE',
  'pascal-snake': 'Pascal_Snake_Case',
  words: 'no case',
};

// Locale-independent: a Turkish browser must not turn "i" into "İ" in identifiers.
const options = { locale: false as const };

const converters: Record<CaseId, (text: string) => string> = {
  camel: (t) => camelCase(t, options),
  pascal: (t) => pascalCase(t, options),
  snake: (t) => snakeCase(t, options),
  kebab: (t) => kebabCase(t, options),
  constant: (t) => constantCase(t, options),
  dot: (t) => dotCase(t, options),
  path: (t) => pathCase(t, options),
  title: (t) => capitalCase(t, options),
  sentence: (t) => sentenceCase(t, options),
  header: (t) => trainCase(t, options),
  lower: (t) => t.toLowerCase(),
  upper: (t) => t.toUpperCase(),
  'pascal-snake': (t) => pascalSnakeCase(t, options),
  words: (t) => noCase(t, options),
};

export function convertCase(text: string, to: CaseId): string {
  return converters[to](text);
}

/** Every case of one text: "camelCase: twoWords" lines (a label never contains ": "). */
export function allCases(text: string): string {
  return caseIds.map((id) => `${caseLabels[id]}: ${convertCase(text, id)}`).join('\n');
}
