// What a keyboard event reports, as plain data (UI Events KeyboardEvent; keyCode and which are the
// legacy numbers many libraries still read).

export type KeyFacts = {
  key: string;
  code: string;
  keyCode: number;
  which: number;
  location: number;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  repeat: boolean;
  isComposing: boolean;
};

export const locationNames = ['Standard', 'Left', 'Right', 'Numpad'] as const;

type KeyEventLike = Omit<KeyFacts, 'which'> & { which?: number };

export function keyFacts(event: KeyEventLike): KeyFacts {
  return {
    key: event.key,
    code: event.code,
    keyCode: event.keyCode,
    which: event.which ?? event.keyCode,
    location: event.location,
    altKey: event.altKey,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    repeat: event.repeat,
    isComposing: event.isComposing,
  };
}

const modifierKeys = [
  ['ctrlKey', 'Control', 'Ctrl'],
  ['altKey', 'Alt', 'Alt'],
  ['shiftKey', 'Shift', 'Shift'],
  ['metaKey', 'Meta', 'Meta'],
] as const;

// Modifiers held with the key, leaving out the one the key itself is (Shift pressed alone has shiftKey set).
const heldModifiers = (facts: KeyFacts) => modifierKeys.filter(([flag, key]) => facts[flag] && facts.key !== key);

/** "Ctrl + Shift + K", the way shortcuts are written (modifiers first, the key itself last). */
export function shortcutName(facts: KeyFacts): string {
  const key = facts.key === ' ' ? 'Space' : facts.key.length === 1 ? facts.key.toUpperCase() : facts.key;
  return [...heldModifiers(facts).map(([, , name]) => name), key].join(' + ');
}

/** The key as JavaScript code that tests for it (what a developer pastes into a handler). */
export function handlerSnippet(facts: KeyFacts): string {
  const checks = [`event.code === ${JSON.stringify(facts.code)}`, ...heldModifiers(facts).map(([flag]) => `event.${flag}`)];
  return `if (${checks.join(' && ')}) {\n  // ${shortcutName(facts)}\n}`;
}
