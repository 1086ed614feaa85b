import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { textStatistics, wordFrequencies } from './stats';

export const textStatisticsOperation = defineOperation({
  id: 'text-statistics',
  name: 'Statistics',
  description: 'Count characters, code points, bytes, words, lines, sentences and paragraphs, with reading time.',
  keywords: ['count', 'wc', 'characters', 'words', 'lines', 'length', 'reading time'],
  input: 'text',
  output: 'json',
  options: z.object({}),
  inputLabel: 'Text',
  outputLabel: 'Statistics',
  run: (text) => textStatistics(text),
  examples: [
    {
      input: 'Hello, world! 👋🏽\nSecond line.',
      output: JSON.stringify(
        {
          characters: 28,
          codePoints: 29,
          charactersWithoutSpaces: 24,
          utf8Bytes: 35,
          utf16Units: 31,
          words: 4,
          whitespaceWords: 5,
          uniqueWords: 4,
          lines: 2,
          newlines: 1,
          sentences: 2,
          paragraphs: 1,
          averageWordLength: 5,
          readingSeconds: 2,
          speakingSeconds: 2,
          longestLine: { number: 1, length: 15, text: 'Hello, world! 👋🏽' },
        },
        null,
        2,
      ),
    },
  ],
});

export const wordFrequency = defineOperation({
  id: 'word-frequency',
  name: 'Word frequency',
  description: 'List the words of a text by how often they occur, as tab-separated word and count.',
  keywords: ['frequency', 'count words', 'histogram', 'concordance'],
  input: 'text',
  output: 'text',
  options: z.object({
    ignoreCase: z.boolean().default(true).meta({ label: 'Ignore case' }),
  }),
  inputLabel: 'Text',
  outputLabel: 'Word frequencies',
  outputFile: { extension: 'tsv', mimeType: 'text/tab-separated-values' },
  run: (text, { ignoreCase }) =>
    wordFrequencies(text, { ignoreCase })
      .map(({ word, count }) => `${word}\t${count}`)
      .join('\n'),
  examples: [{ input: 'The cat and the hat. The end.', output: 'the\t3\nand\t1\ncat\t1\nend\t1\nhat\t1' }],
});

export const operations = [textStatisticsOperation, wordFrequency];
