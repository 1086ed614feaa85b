// @vitest-environment node
import fs from 'node:fs';
import { marked } from 'marked';
import { describe, expect, it } from 'vitest';
import {
  detectLanguage,
  findingLines,
  languageOfFile,
  NO_ANALYSIS,
  readAnalysis,
  reportJson,
  reportMarkdown,
  scoreTone,
  type AnalyzerLanguage,
} from './analysis';

const result = (over: Partial<Parameters<typeof readAnalysis>[0]['result']> = {}) => ({
  qualityScore: 7,
  security: ['Line 4: the query is built by string concatenation (SQL injection).'],
  performance: [],
  bestPractices: ['Use const for values that are never reassigned.'],
  refactoring: ['Lines 10-14: extract the retry loop into a function.'],
  summary: 'Readable, but the query is injectable.',
  ...over,
});

describe('languageOfFile (spec §9 code import types)', () => {
  it('takes the eight extensions, in any case', () => {
    const cases: [string, AnalyzerLanguage][] = [
      ['app.js', 'javascript'],
      ['types.TS', 'typescript'],
      ['main.py', 'python'],
      ['Main.java', 'java'],
      ['a.b.cpp', 'cpp'],
      ['Program.cs', 'csharp'],
      ['main.go', 'go'],
      ['lib.rs', 'rust'],
    ];
    for (const [name, language] of cases) expect(languageOfFile({ name })).toBe(language);
  });

  it('refuses others with a message naming the accepted ones', () => {
    expect(() => languageOfFile({ name: 'notes.txt' })).toThrow(
      '.txt files are not supported. Import a .js, .ts, .py, .java, .cpp, .cs, .go or .rs file.',
    );
    expect(() => languageOfFile({ name: 'Makefile' })).toThrow('This file is not supported.');
  });
});

describe('detectLanguage', () => {
  // Real files on this machine, named by their extension: the outside oracle.
  const realFiles: [string, AnalyzerLanguage][] = [
    ['/usr/share/doc/git/contrib/hg-to-git/hg-to-git.py', 'python'],
    ['/usr/share/doc/git/contrib/persistent-https/main.go', 'go'],
    ['/usr/share/doc/git/contrib/persistent-https/client.go', 'go'],
    ['/work/main/node_modules/better-sqlite3/src/util/binder.cpp', 'cpp'],
    ['/usr/lib/node_modules/npm/node_modules/node-gyp/lib/Find-VisualStudio.cs', 'csharp'],
    ['/work/main/node_modules/@jscpd/core/dist/index.d.ts', 'typescript'],
    ['/usr/share/doc/nodejs/api/assets/api.js', 'javascript'],
  ];
  for (const [file, language] of realFiles) {
    it.skipIf(!fs.existsSync(file))(`${file.split('/').pop()} is ${language}`, () => {
      expect(detectLanguage({ code: fs.readFileSync(file, 'utf8') })).toBe(language);
    });
  }

  it('tells the languages apart in short snippets', () => {
    const snippets: [string, AnalyzerLanguage][] = [
      ['public class Main {\n  public static void main(String[] args) {\n    System.out.println("hi");\n  }\n}', 'java'],
      ['use std::collections::HashMap;\nfn main() {\n    let mut v: Vec<i32> = Vec::new();\n    println!("{:?}", v);\n}', 'rust'],
      ['def add(a, b):\n    return a + b\n', 'python'],
      ['function add(a, b) {\n  return a + b;\n}\nmodule.exports = { add };', 'javascript'],
      ['export function add(a: number, b: number): number {\n  return a + b;\n}', 'typescript'],
      ['package main\n\nfunc main() {\n\tx := 1\n}', 'go'],
      ['#include <vector>\nint main() { std::vector<int> v; }', 'cpp'],
      ['using System;\nclass P { public int X { get; set; } }', 'csharp'],
    ];
    for (const [code, language] of snippets) expect([code, detectLanguage({ code })]).toEqual([code, language]);
  });

  it('says nothing for text that is not code', () => {
    expect(detectLanguage({ code: 'Dear team, the meeting moved to Tuesday.' })).toBeNull();
  });
});

describe('readAnalysis', () => {
  it('colours the score as spec §9 says: green from 8, yellow from 6, else red', () => {
    expect([10, 8, 7.9, 6, 5.9, 0].map(scoreTone)).toEqual(['good', 'good', 'fair', 'fair', 'poor', 'poor']);
  });

  it('keeps the score to 0–10 with one decimal, and cuts the summary to 300 characters', () => {
    expect(readAnalysis({ result: result({ qualityScore: 11 }) }).qualityScore).toBe(10);
    expect(readAnalysis({ result: result({ qualityScore: 7.26 }) }).qualityScore).toBe(7.3);
    const long = readAnalysis({ result: result({ summary: 'x'.repeat(500) }) }).summary;
    expect(long).toHaveLength(300);
    expect(long.endsWith('…')).toBe(true);
  });

  it('says "No analysis available" for an empty answer (spec §8), the server default included', () => {
    const empty = readAnalysis({
      result: { qualityScore: 8, security: [], performance: [], bestPractices: [], refactoring: [], summary: NO_ANALYSIS },
    });
    expect(empty).toMatchObject({ empty: true, summary: NO_ANALYSIS, qualityScore: 8 });
    expect(readAnalysis({ result: result({ summary: '  ' }) })).toMatchObject({ empty: false, summary: NO_ANALYSIS });
    expect(readAnalysis({ result: result({ security: ['  ', ''] }) }).security).toEqual([]);
  });
});

describe('findingLines', () => {
  it('finds the line a finding names', () => {
    expect(findingLines({ text: 'Line 4: the query is injectable.' })).toEqual({ line: 4, endLine: 4 });
    expect(findingLines({ text: 'Lines 10-14: extract the loop.' })).toEqual({ line: 10, endLine: 14 });
    expect(findingLines({ text: 'The loop on line 7 allocates.' })).toEqual({ line: 7, endLine: 7 });
    expect(findingLines({ text: 'lines 3 to 5 repeat' })).toEqual({ line: 3, endLine: 5 });
    expect(findingLines({ text: 'Use const everywhere.' })).toBeNull();
    expect(findingLines({ text: 'Line 0 is not a line' })).toBeNull();
  });
});

describe('reports', () => {
  const code = `const q = "select * from users where id = " + id;\n${'// filler\n'.repeat(200)}`;
  const input = {
    analysis: readAnalysis({ result: result() }),
    code,
    language: 'javascript' as const,
    fileName: 'db.js',
    provider: 'OpenAI',
    model: 'gpt-4o-mini',
    at: new Date('2026-01-02T03:04:05Z'),
  };

  it('exports JSON with the result and the first 1000 characters of the code', () => {
    const report = JSON.parse(reportJson(input));
    expect(report).toMatchObject({
      file: 'db.js',
      language: 'JavaScript',
      qualityScore: 7,
      summary: 'Readable, but the query is injectable.',
      codeLength: code.length,
    });
    expect(report.codeExcerpt).toBe(code.slice(0, 1000));
    expect(report.security).toEqual(result().security);
    expect(report).not.toHaveProperty('empty');
  });

  it('exports Markdown that a Markdown parser reads back into the same sections and code', () => {
    const tokens = marked.lexer(reportMarkdown({ ...input, code: 'const fence = "```";\n' + code }));
    const headings = tokens.filter((t) => t.type === 'heading').map((t) => (t as { text: string }).text);
    expect(headings).toEqual([
      'Code analysis: db.js',
      'Summary',
      'Security',
      'Performance',
      'Best Practices',
      'Refactoring',
      expect.stringMatching(/^Code \(first 1000 of \d[\d,]* characters\)$/),
    ]);
    const codeBlock = tokens.find((t) => t.type === 'code') as { text: string; lang: string };
    expect(codeBlock.lang).toBe('js');
    expect(codeBlock.text).toBe(('const fence = "```";\n' + code).slice(0, 1000));
  });
});
