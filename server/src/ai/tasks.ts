import { z } from 'zod';
import {
  aiAnalysisResultSchema,
  landingPageSchema,
  regexResultSchema,
  type AiTaskId,
  type AiTaskResults,
  type aiTaskInputSchemas,
} from '../../../common/ai';
import { stripCodeFence } from './json-reply';

type Inputs = { [T in AiTaskId]: z.output<(typeof aiTaskInputSchemas)[T]> };

export type TaskDefinition<T extends AiTaskId> = {
  /** How the model is asked. */
  system: string;
  prompt: (input: Inputs[T]) => string;
  /** 'json' replies are validated against `schema`, with one retry when they are not valid. */
  format: 'text' | 'json';
  schema?: z.ZodType<AiTaskResults[T]>;
  /** The result when no text arrives (spec tools.md §8), or null when an empty reply is a failure. */
  whenEmpty: AiTaskResults[T] | null;
  /** The spec's failure wording when the reply cannot be used even after the retry. */
  failureMessage: string;
  /** Turns the model's text into the result (text tasks). */
  fromText?: (text: string) => AiTaskResults[T];
};

const SYSTEM = 'You are the AI assistant of DevForge, a toolbox for software developers. You are precise, concise and correct.';
const JSON_SYSTEM = `${SYSTEM} You answer with a single JSON object and nothing else: no prose, no Markdown, no code fences.`;

/** The schema goes into the prompt: OpenAI-compatible providers only get "json_object" mode, not the schema. */
function jsonInstructions(schema: z.ZodType): string {
  return `Answer with one JSON object that matches this JSON Schema:\n${JSON.stringify(z.toJSONSchema(schema, { io: 'input' }))}`;
}

function fenced(language: string, code: string): string {
  const fence = code.includes('```') ? '~~~~' : '```';
  return `${fence}${language.toLowerCase().replace(/[^a-z0-9+#-]/g, '')}\n${code}\n${fence}`;
}

const text = (content: string) => ({ content: content.trim() });

/** Examples as a Markdown list, quoted so spaces and escapes are unambiguous. */
function quotedList(items: readonly string[]): string {
  return items.map((item) => `- ${JSON.stringify(item)}`).join('\n');
}

/** "  7| code": models cite line numbers they can read far more reliably than ones they must count. */
export function numberLines(code: string): string {
  const lines = code.split('\n');
  const width = String(lines.length).length;
  return lines.map((line, i) => `${String(i + 1).padStart(width)}| ${line}`).join('\n');
}

const COMMIT_TEMPLATES = {
  conventional: 'Conventional Commits: "type(scope): subject" (scope optional), a blank line, then a body wrapped at 72 columns explaining what and why.',
  angular: 'the Angular convention: "type(scope): subject" in the imperative, lower case, no final period, a blank line, a body, and a footer for breaking changes and issues.',
  gitmoji: 'gitmoji: start the subject with the one emoji that fits the change (e.g. ✨ feature, 🐛 fix, 📝 docs, ♻️ refactor, ⚡️ performance, ✅ tests), then the subject, a blank line and a body.',
  custom: 'a clear subject line of at most 72 characters, a blank line, then a short body explaining what changed and why.',
} as const;

export const taskDefinitions: { [T in AiTaskId]: TaskDefinition<T> } = {
  'analyze-code': {
    system: JSON_SYSTEM,
    format: 'json',
    schema: aiAnalysisResultSchema,
    prompt: ({ code, language }) =>
      [
        `Review this ${language} code for security, performance, best practices and refactoring opportunities, and score its overall quality from 0 (unusable) to 10 (exemplary).`,
        jsonInstructions(aiAnalysisResultSchema),
        'Each list item is one short, specific finding that names the construct it is about; when it is about particular lines, start it with "Line N: " or "Lines N-M: " using the line numbers shown before each line. Use an empty list when there is nothing to say. The summary is at most 300 characters.',
        `Code (each line starts with its number and "| ", which is not part of the code):\n${fenced(language, numberLines(code))}`,
      ].join('\n\n'),
    whenEmpty: { qualityScore: 8, security: [], performance: [], bestPractices: [], refactoring: [], summary: 'No analysis available' },
    failureMessage: 'Failed to analyze code. Please try again.',
  },
  documentation: {
    system: SYSTEM,
    format: 'text',
    prompt: ({ code, language }) =>
      [
        `Write documentation for this ${language} code in Markdown: a short overview, then each public function, class or component with its parameters, return value, errors thrown and a short usage example.`,
        "Where the language has a doc-comment convention (JSDoc, docstrings, Javadoc, XML doc comments), show the documented code using it.",
        `Code:\n${fenced(language, code)}`,
      ].join('\n\n'),
    fromText: text,
    whenEmpty: { content: 'No documentation generated' },
    failureMessage: 'Failed to generate documentation. Please try again.',
  },
  refactor: {
    system: SYSTEM,
    format: 'text',
    prompt: ({ code, language }) =>
      [
        `Suggest refactorings for this ${language} code that make it clearer, safer or faster without changing what it does.`,
        'Answer in Markdown: a numbered list of suggestions, each with one sentence on why, then the complete refactored code in one fenced code block.',
        `Code:\n${fenced(language, code)}`,
      ].join('\n\n'),
    fromText: text,
    whenEmpty: { content: 'No refactoring suggestions available' },
    failureMessage: 'Failed to suggest refactorings. Please try again.',
  },
  tests: {
    system: SYSTEM,
    format: 'text',
    prompt: ({ code, language, framework }) =>
      [
        `Write unit tests for this ${language} code with ${framework ? framework : "the language's most widely used test framework"}.`,
        'Cover the normal cases, the edge cases and the error cases. Answer in Markdown: the complete test file in one fenced code block, then a short list of what is covered.',
        `Code:\n${fenced(language, code)}`,
      ].join('\n\n'),
    fromText: text,
    whenEmpty: { content: 'No tests generated' },
    failureMessage: 'Failed to generate tests. Please try again.',
  },
  explain: {
    system: SYSTEM,
    format: 'text',
    prompt: ({ code, language }) =>
      [
        `Explain what this ${language} code does, step by step, for a developer who is reading it for the first time.`,
        'Answer in Markdown. Cover its inputs and outputs, side effects, the algorithm and its complexity where it matters, and anything surprising or risky.',
        `Code:\n${fenced(language, code)}`,
      ].join('\n\n'),
    fromText: text,
    whenEmpty: { content: 'No explanation available' },
    failureMessage: 'Failed to explain code. Please try again.',
  },
  regex: {
    system: JSON_SYSTEM,
    format: 'json',
    schema: regexResultSchema,
    prompt: ({ description, examples, nonMatching, matchWhole = true, previousAttempt }) =>
      [
        `Write a JavaScript regular expression for: ${description}`,
        examples && examples.length > 0
          ? `It must match each of these examples${matchWhole ? ' as a whole, from its first to its last character' : ' (a match anywhere in it will do)'}:\n${quotedList(examples)}`
          : '',
        nonMatching && nonMatching.length > 0 ? `It must not match ${matchWhole ? 'any of these as a whole' : 'anywhere in any of these'}:\n${quotedList(nonMatching)}` : '',
        previousAttempt
          ? [
              `Your previous answer was /${previousAttempt.pattern}/${previousAttempt.flags}, and it got these examples wrong:`,
              previousAttempt.failures.map((f) => `- ${JSON.stringify(f.text)} ${f.shouldMatch ? 'must match but did not' : 'must not match but did'}`).join('\n'),
              'Correct the pattern so that every example above is handled as asked.',
            ].join('\n')
          : '',
        jsonInstructions(regexResultSchema),
        '"pattern" is the source without delimiting slashes, "flags" uses only d, g, i, m, s, u, v and y, and "explanation" explains each part of the pattern in plain English.',
      ]
        .filter(Boolean)
        .join('\n\n'),
    whenEmpty: { pattern: '', flags: '', explanation: 'No regex pattern generated' },
    failureMessage: 'Failed to generate regex',
  },
  'sql-optimize': {
    system: SYSTEM,
    format: 'text',
    prompt: ({ query, context, dialect, schema }) =>
      [
        `Optimise this ${dialect ?? 'SQL'} query for performance while keeping its result identical (the same rows and columns, in the same order where it has an ORDER BY).`,
        schema ? `The tables it reads:\n${fenced('sql', schema)}` : '',
        context ? `Context (data sizes, goals): ${context}` : '',
        [
          'Answer in Markdown with exactly these three sections:',
          '## Optimized query',
          'The complete optimised query in one ```sql code block (the original, unchanged, if it is already as good as it gets). Use only tables and columns that exist.',
          '## Changes',
          'A list: each change and why it makes the query faster.',
          '## Suggested indexes',
          'Every index worth adding as a CREATE INDEX statement in one ```sql code block, each followed by a line on why; or "None." when no index would help.',
        ].join('\n'),
        `Query:\n${fenced('sql', query)}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    fromText: text,
    whenEmpty: { content: 'No optimization suggestions available' },
    failureMessage: 'Failed to optimize SQL',
  },
  'commit-message': {
    system: SYSTEM,
    format: 'text',
    prompt: ({ diff, template = 'conventional', type, scope, issue, breaking, context }) =>
      [
        `Write a git commit message for the diff below, following ${COMMIT_TEMPLATES[template]}`,
        type ? `The commit type is "${type}".` : 'Choose the commit type that fits best (feat, fix, docs, style, refactor, perf, test, build, ci, chore or revert).',
        scope ? `The scope is "${scope}".` : '',
        breaking ? 'It is a breaking change: mark it with "!" after the type and add a "BREAKING CHANGE:" footer that says what breaks.' : '',
        issue ? `Reference issue ${issue} in a footer ("Refs ${issue}" or "Closes ${issue}").` : '',
        context ? `Additional context from the author: ${context}` : '',
        'Answer with the commit message only: no code fences, no quotes, no commentary.',
        `Diff:\n${fenced('diff', diff)}`,
      ]
        .filter(Boolean)
        .join('\n\n'),
    fromText: (reply) => ({ content: stripCodeFence({ text: reply }) }),
    whenEmpty: { content: 'feat: update implementation' },
    failureMessage: 'Failed to generate commit message',
  },
  'landing-page': {
    system: JSON_SYSTEM,
    format: 'json',
    schema: landingPageSchema,
    prompt: ({ description }) =>
      [
        `Design the content of a landing page for: ${description}`,
        jsonInstructions(landingPageSchema),
        'Use the sections in this order: hero, features (3 to 6 features; "icon" is one emoji), testimonials (2 or 3), pricing (2 or 3 plans, exactly one featured), cta, footer. Give every section a unique id. Colours are CSS hex colours; fontFamily is a CSS font stack. Write real, specific copy, not placeholders.',
      ].join('\n\n'),
    whenEmpty: null,
    failureMessage: 'Failed to generate landing page. Please try again.',
  },
};
