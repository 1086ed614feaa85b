// Roman numerals in their standard subtractive form, 1 to 3999 (no overlines, no zero).

const NUMERALS: [number, string][] = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999)
    throw new Error('Roman numerals go from 1 to 3999 (there is no zero, and larger numbers need overlines)');
  let rest = value;
  let out = '';
  for (const [amount, numeral] of NUMERALS) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}

const STANDARD = /^M{0,3}(CM|CD|D?C{0,3})(XC|XL|L?X{0,3})(IX|IV|V?I{0,3})$/;
const VALUES: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100, D: 500, M: 1000 };

export function fromRoman(numeral: string): number {
  const text = numeral.trim().toUpperCase();
  if (text === '') throw new Error('Type a Roman numeral, e.g. MCMXCIV');
  const bad = /[^IVXLCDM]/.exec(text);
  if (bad) throw new Error(`"${bad[0]}" is not a Roman numeral letter (I, V, X, L, C, D, M)`);
  if (!STANDARD.test(text))
    throw new Error(`${text} is not written the standard way (e.g. IV, not IIII; XC, not LXXXX; at most MMMCMXCIX)`);
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = VALUES[text[i]!]!;
    const next = VALUES[text[i + 1] ?? ''] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}
