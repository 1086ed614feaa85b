import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { percentChange, percentageOf, percentOf } from './percentage';

const number = (label: string, fallback: number) => z.number().default(fallback).meta({ label });

export const percentOfOperation = defineOperation({
  id: 'percent-of',
  name: 'X% of Y',
  description: 'Work out a percentage of a value: what is X% of Y.',
  keywords: ['percent', 'percentage', 'discount', 'tip', 'tax'],
  input: 'none',
  output: 'text',
  options: z.object({ percent: number('X (percent)', 15), value: number('Y', 80) }),
  outputLabel: 'Result',
  run: (_input, { percent, value }) => String(percentOf(percent, value)),
  examples: [
    { options: { percent: 15, value: 80 }, output: '12' },
    { options: { percent: 15, value: 33 }, output: '4.95' },
  ],
});

export const percentageOfOperation = defineOperation({
  id: 'percentage-of',
  name: 'X is what % of Y',
  description: 'Work out what percentage one value is of another.',
  keywords: ['percent', 'ratio', 'proportion', 'share'],
  input: 'none',
  output: 'text',
  options: z.object({ part: number('X', 30), whole: number('Y', 120) }),
  outputLabel: 'Percentage',
  run: (_input, { part, whole }) => String(percentageOf(part, whole)),
  examples: [{ options: { part: 30, whole: 120 }, output: '25' }],
});

export const percentChangeOperation = defineOperation({
  id: 'percent-change',
  name: 'Change from X to Y',
  description: 'Work out the percentage increase or decrease from one value to another.',
  keywords: ['percent change', 'increase', 'decrease', 'growth', 'difference'],
  input: 'none',
  output: 'text',
  options: z.object({ from: number('From', 80), to: number('To', 100) }),
  outputLabel: 'Change (%)',
  run: (_input, { from, to }) => String(percentChange(from, to)),
  examples: [
    { options: { from: 80, to: 100 }, output: '25' },
    { options: { from: 200, to: 150 }, output: '-25' },
  ],
});

export const operations = [percentOfOperation, percentageOfOperation, percentChangeOperation];
