import type figletLib from 'figlet';

// FIGlet text with the figlet package's engine and fonts (loaded one by one, on first use). Only
// fonts whose rendering matches the figlet CLI's (Debian figlet 2.2) are offered; the package's
// engine smushes a few character pairs differently (W. T, /. in some fonts, many in Lean and
// Script, which are left out). Wrapping and alignment follow the CLI: a row of text is at most
// width − 1 columns, broken between words, or inside a word too long for a row.

type Figlet = typeof figletLib;

export const fonts = ['Standard', 'Big', 'Small', 'Small Slant', 'Banner', 'Block', 'Bubble', 'Digital', 'Term'] as const;
export type FontName = (typeof fonts)[number];
export const alignments = ['left', 'center', 'right'] as const;
export type Alignment = (typeof alignments)[number];

// Static paths, so the bundler makes one small chunk per font.
const fontData: Record<FontName, () => Promise<{ default: string }>> = {
  Standard: () => import('figlet/importable-fonts/Standard.js'),
  Big: () => import('figlet/importable-fonts/Big.js'),
  Small: () => import('figlet/importable-fonts/Small.js'),
  'Small Slant': () => import('figlet/importable-fonts/Small Slant.js'),
  Banner: () => import('figlet/importable-fonts/Banner.js'),
  Block: () => import('figlet/importable-fonts/Block.js'),
  Bubble: () => import('figlet/importable-fonts/Bubble.js'),
  Digital: () => import('figlet/importable-fonts/Digital.js'),
  Term: () => import('figlet/importable-fonts/Term.js'),
};

let engine: Promise<Figlet> | null = null;
const parsed = new Set<string>();

export async function loadFont(font: FontName): Promise<Figlet> {
  engine ??= import('figlet').then((m) => m.default);
  const figlet = await engine;
  if (!parsed.has(font)) {
    figlet.parseFont(font, (await fontData[font]()).default);
    parsed.add(font);
  }
  return figlet;
}

function leadingBlanks(lines: string[]): number {
  const indents = lines.filter((line) => line.trim() !== '').map((line) => line.length - line.trimStart().length);
  return indents.length > 0 ? Math.min(...indents) : 0;
}

/**
 * One row of text in the font. The CLI smushes the first character against the left margin (it
 * loses the blank columns all its rows share); the package's engine keeps them, so they are cut here.
 */
function renderRow(figlet: Figlet, font: FontName, text: string): string[] {
  const lines = figlet.textSync(text, { font: font as never }).split('\n');
  const first = [...text][0];
  if (first === undefined) return lines;
  const indent = leadingBlanks(figlet.textSync(first, { font: font as never }).split('\n'));
  return lines.map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)));
}

const widthOf = (block: string[]) => Math.max(0, ...block.map((line) => line.length));

/** Greedy wrapping between words; a word wider than the row is broken between characters. */
function wrapLine(figlet: Figlet, font: FontName, text: string, max: number): string[][] {
  const rows: string[][] = [];
  let current = '';
  const fits = (candidate: string) => widthOf(renderRow(figlet, font, candidate)) <= max;
  for (const word of text.split(' ')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current !== '') rows.push(renderRow(figlet, font, current));
    current = '';
    for (const char of word) {
      if (current !== '' && !fits(current + char)) {
        rows.push(renderRow(figlet, font, current));
        current = '';
      }
      current += char;
    }
  }
  if (current !== '' || rows.length === 0) rows.push(renderRow(figlet, font, current));
  return rows;
}

/** Spaces figlet puts before a row of `length` columns to centre or right-align it in `width`. */
function indentFor(alignment: Alignment, length: number, width: number): number {
  if (alignment === 'left') return 0;
  const j = alignment === 'center' ? 1 : 2;
  let spaces = 0;
  for (let i = 1; (3 - j) * i + length + j - 2 < width; i++) spaces++;
  return spaces;
}

export async function renderFiglet(text: string, font: FontName, width: number, alignment: Alignment): Promise<string> {
  const figlet = await loadFont(font);
  const out: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ').split('\n')) {
    for (const block of wrapLine(figlet, font, line, width - 1)) {
      for (const row of block) out.push(' '.repeat(indentFor(alignment, row.length, width)) + row);
    }
  }
  return out.join('\n');
}
