import { describe, expect, it } from 'vitest';
import { formatReceived, progressLine, stageLabel, stageStepIndex } from './stage-labels';

describe('stage labels', () => {
  it('names every stage in words', () => {
    expect(stageLabel('waiting')).toBe('Waiting for the AI…');
    expect(stageLabel('html')).toBe('Writing HTML…');
    expect(stageLabel('css')).toBe('Writing CSS…');
    expect(stageLabel('js')).toBe('Writing JavaScript…');
    expect(stageLabel('details')).toMatch(/name and features/);
    expect(stageLabel('retrying')).toMatch(/Trying once more/);
  });

  it('falls back to waiting for a stage it does not know', () => {
    expect(stageLabel('compiling' as never)).toBe('Waiting for the AI…');
  });

  it('formats the received size', () => {
    expect(formatReceived(0)).toBe('0 B');
    expect(formatReceived(850)).toBe('850 B');
    expect(formatReceived(12_698)).toBe('12.4 KB');
    expect(formatReceived(1_258_291)).toBe('1.2 MB');
    expect(formatReceived(-3)).toBe('0 B');
    expect(formatReceived(Number.NaN)).toBe('0 B');
  });

  it('puts stage and size on one line, and leaves the size out before anything arrived', () => {
    expect(progressLine({ stage: 'css', received: 12_698 })).toBe('Writing CSS… 12.4 KB');
    expect(progressLine({ stage: 'waiting', received: 0 })).toBe('Waiting for the AI…');
  });

  it('maps stages to milestone steps', () => {
    expect(stageStepIndex('waiting')).toBe(-1);
    expect(stageStepIndex('html')).toBe(0);
    expect(stageStepIndex('details')).toBe(3);
    expect(stageStepIndex('retrying')).toBe(-1);
  });
});
