// Types for the two internal qrcode modules we read the ISO 18004 capacity tables from
// (the package has no "exports" map, so these paths are stable within 1.x).
declare module 'qrcode/lib/core/version.js' {
  /** Data capacity of a version at a level: characters in `mode`, or data bits for MIXED. */
  export function getCapacity(version: number, errorCorrectionLevel: { bit: number }, mode?: { bit: number }): number;
}

declare module 'qrcode/lib/core/mode.js' {
  type Mode = { id: string; bit: number; ccBits: readonly number[] };
  export const NUMERIC: Mode;
  export const ALPHANUMERIC: Mode;
  export const BYTE: Mode;
  export const KANJI: Mode;
  export const MIXED: { bit: number };
  /** Length of the character-count field for a mode at a version (9–16 bits). */
  export function getCharCountIndicator(mode: Mode, version: number): number;
}
