import { describe, expect, it } from 'vitest';
import { handlerSnippet, keyFacts, shortcutName } from './key-event';

// Values are those the UI Events KeyboardEvent specification gives for these keys (key, code
// and the legacy keyCode table); the browser's own events are checked in e2e/keycode-info.spec.ts.

const base = {
  keyCode: 0,
  location: 0,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  repeat: false,
  isComposing: false,
};

describe('key facts', () => {
  it('names shortcuts with modifiers first and the key last', () => {
    const k = keyFacts({ ...base, key: 'k', code: 'KeyK', keyCode: 75, ctrlKey: true, shiftKey: true });
    expect(k.which).toBe(75);
    expect(shortcutName(k)).toBe('Ctrl + Shift + K');
    expect(shortcutName(keyFacts({ ...base, key: ' ', code: 'Space', keyCode: 32 }))).toBe('Space');
    expect(shortcutName(keyFacts({ ...base, key: 'Shift', code: 'ShiftLeft', keyCode: 16, location: 1, shiftKey: true }))).toBe(
      'Shift',
    );
    expect(
      shortcutName(keyFacts({ ...base, key: 'Control', code: 'ControlRight', keyCode: 17, location: 2, ctrlKey: true })),
    ).toBe('Control');
  });

  it('writes a handler that tests the physical key and its modifiers', () => {
    expect(handlerSnippet(keyFacts({ ...base, key: 'S', code: 'KeyS', keyCode: 83, ctrlKey: true, shiftKey: true }))).toBe(
      'if (event.code === "KeyS" && event.ctrlKey && event.shiftKey) {\n  // Ctrl + Shift + S\n}',
    );
    expect(handlerSnippet(keyFacts({ ...base, key: 'Shift', code: 'ShiftLeft', keyCode: 16, shiftKey: true }))).toBe(
      'if (event.code === "ShiftLeft") {\n  // Shift\n}',
    );
  });
});
