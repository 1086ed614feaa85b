import { describe, expect, it } from 'vitest';
import { BUILDER_INSTRUCTION_MAX } from '@common/builder';
import { addRuntimeError, errorLocation, fixInstruction, readPreviewMessage, RUNTIME_ERRORS_MAX, type RuntimeError } from './runtime-errors';

const message = (extra: Record<string, unknown> = {}) => ({ source: 'devforge-preview', type: 'runtime-error', message: 'TypeError: x is undefined', file: 'script.js', line: 12, column: 5, ...extra });
const err = (m: string, line = 1): RuntimeError => ({ message: m, file: 'script.js', line, column: 1, count: 1 });

describe('readPreviewMessage', () => {
  it('reads a runtime error', () => {
    expect(readPreviewMessage(message())).toEqual({ message: 'TypeError: x is undefined', file: 'script.js', line: 12, column: 5, count: 1 });
  });

  it('ignores anything else', () => {
    for (const data of [null, 'text', 42, {}, message({ source: 'other' }), message({ type: 'log' }), message({ message: '  ' }), message({ message: 7 })]) {
      expect(readPreviewMessage(data)).toBeNull();
    }
  });

  it('does not trust the fields: lengths capped, odd numbers zeroed', () => {
    const read = readPreviewMessage(message({ message: 'x'.repeat(5000), file: { evil: true }, line: -4, column: '3' }));
    expect(read).toEqual({ message: 'x'.repeat(500), file: '', line: 0, column: 0, count: 1 });
  });
});

describe('addRuntimeError', () => {
  it('counts repeats instead of listing them again', () => {
    let list = addRuntimeError([], err('a'));
    list = addRuntimeError(list, err('a'));
    list = addRuntimeError(list, err('a', 2));
    expect(list.map((e) => [e.message, e.line, e.count])).toEqual([
      ['a', 1, 2],
      ['a', 2, 1],
    ]);
  });

  it('keeps at most 20 distinct errors', () => {
    let list: RuntimeError[] = [];
    for (let i = 0; i < 30; i++) list = addRuntimeError(list, err(`e${i}`));
    expect(list).toHaveLength(RUNTIME_ERRORS_MAX);
    expect(list.at(-1)?.message).toBe('e19');
  });
});

describe('errorLocation', () => {
  it('names script.js lines, other lines, or nothing', () => {
    expect(errorLocation({ file: 'script.js', line: 12, column: 5 })).toBe('script.js:12:5');
    expect(errorLocation({ file: 'http://127.0.0.1/builder-preview/script.js', line: 3, column: 0 })).toBe('script.js:3');
    expect(errorLocation({ file: 'http://127.0.0.1/builder-preview#abc', line: 40, column: 2 })).toBe('line 40, column 2');
    expect(errorLocation({ file: '', line: 0, column: 0 })).toBe('');
  });
});

describe('fixInstruction', () => {
  it('lists the errors with where they happened', () => {
    expect(fixInstruction([err('TypeError: a is null', 4), { message: 'Unhandled promise rejection: boom', file: '', line: 0, column: 0, count: 1 }])).toBe(
      'The page throws these JavaScript errors in the browser. Fix their cause without changing the design or content:\n' +
        '- TypeError: a is null (script.js:4:1)\n' +
        '- Unhandled promise rejection: boom',
    );
  });

  it('stays within the instruction limit', () => {
    const many = Array.from({ length: 20 }, (_, i) => err(`${i} ${'y'.repeat(450)}`));
    const text = fixInstruction(many);
    expect(text.length).toBeLessThanOrEqual(BUILDER_INSTRUCTION_MAX);
    expect(text.split('\n').length).toBeGreaterThan(2);
  });
});
