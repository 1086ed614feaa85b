import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { BIG_PRECISION, createMathEngine, isComment, numberTypes } from './engine';

export const mathEvaluate = defineOperation({
  id: 'math-evaluate',
  name: 'Evaluate',
  description: 'Evaluate math expressions line by line, with variables, functions, units and big numbers.',
  keywords: ['calculator', 'math', 'expression', 'mathjs', 'arithmetic', 'units', 'evaluate'],
  input: 'text',
  output: 'text',
  options: z.object({
    numberType: z
      .enum(numberTypes)
      .default('bignumber')
      .meta({ label: 'Numbers', choices: { bignumber: 'Big numbers (64 digits)', number: 'Floating point (double)' } }),
    digits: z.number().int().min(1).max(BIG_PRECISION).default(14).meta({ label: 'Significant digits shown' }),
  }),
  inputLabel: 'Expressions (one per line)',
  outputLabel: 'Results',
  inputPlaceholder: 'a = 12\nb = a^2 + 3\nsqrt(b) * 2\n5 km/h to m/s',
  // A short expression can be endless work (ones(20000, 20000), a huge factorial): stopped, never on an event loop.
  timeLimit: { ms: 5_000, message: 'The expressions took longer than 5 seconds to evaluate and were stopped.' },
  run: async (text, { numberType, digits }) => {
    const engine = await createMathEngine({ numberType, digits });
    const scope = new Map<string, unknown>();
    return text
      .split(/\r?\n/)
      .map((line, i) => {
        if (isComment(line)) return '';
        const result = engine.evaluate(line, scope);
        if (!result.ok) throw new Error(`Line ${i + 1}: ${result.error}`);
        return result.text;
      })
      .join('\n');
  },
  examples: [
    { input: 'a = 12\nb = a^2 + 3\nsqrt(b) * 2', output: '12\n147\n24.248711305964' },
    { input: '0.1 + 0.2\n2^100\n5 km/h to m/s', output: '0.3\n1267650600228229401496703205376\n1.3888888888889 m / s' },
  ],
});

export const operations = [mathEvaluate];
