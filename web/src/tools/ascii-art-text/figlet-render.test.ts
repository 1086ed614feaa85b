// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { fonts, type Alignment, type FontName } from './figlet-render';
import { asciiArtText } from './operations';

// The outside oracle: the figlet CLI (Debian figlet 2.2; by its path, as the npm package has a bin too) with the same font, width and alignment
// must print exactly the same characters, trailing spaces included.

const cliFont: Record<FontName, string> = {
  Standard: 'standard',
  Big: 'big',
  Small: 'small',
  'Small Slant': 'smslant',
  Banner: 'banner',
  Block: 'block',
  Bubble: 'bubble',
  Digital: 'digital',
  Term: 'term',
};

function figletCli(text: string, font: FontName, width: number, align: Alignment): string {
  const flag = align === 'center' ? ['-c'] : align === 'right' ? ['-r'] : [];
  return execFileSync('/usr/bin/figlet', ['-f', cliFont[font], '-w', String(width), ...flag, '--', text])
    .toString()
    .replace(/\n$/, '');
}

async function render(text: string, font: FontName, width = 80, align: Alignment = 'left'): Promise<string> {
  return (await runOperation(asciiArtText, tag('text', text), { options: { font, width, align } })).value as string;
}

const cases: [string, number, Alignment][] = [
  ['Hello', 80, 'left'],
  ['DevForge 2026', 80, 'left'],
  ['The quick brown fox jumps over the lazy dog', 80, 'left'],
  ['Hello world', 60, 'center'],
  ['Hello world', 61, 'right'],
  ['Supercalifragilistic', 40, 'left'],
  ['one\ntwo three', 50, 'center'],
  ['Build: #42 (ok) & 100% {done} [x] <y> ~ @ $ ^ * _ + = | ; : ? "', 120, 'left'],
];

describe('ASCII art text against the figlet CLI', { timeout: 120_000 }, () => {
  for (const font of fonts) {
    it(`renders ${font} as figlet does, wrapped and aligned`, async () => {
      for (const [text, width, align] of cases)
        expect(await render(text, font, width, align), `${font} ${width} ${align}: ${text}`).toBe(
          figletCli(text, font, width, align),
        );
    });
  }

  it('differs from the CLI only on the character pairs the engine is known to smush differently', async () => {
    // Pinned so an upgrade of the figlet package that fixes (or breaks) them shows up here.
    expect(await render('W.', 'Standard')).not.toBe(figletCli('W.', 'Standard', 80, 'left'));
    expect(await render('a/.', 'Standard')).not.toBe(figletCli('a/.', 'Standard', 80, 'left'));
    for (const font of ['Banner', 'Bubble', 'Digital', 'Small', 'Term'] as const)
      expect(await render('W. T, /.', font), font).toBe(figletCli('W. T, /.', font, 80, 'left'));
  });

  it('explains what it cannot draw', async () => {
    await expect(render('  ', 'Standard')).rejects.toThrow('Enter the text to draw.');
    await expect(render('ok ✓ 🙂', 'Standard')).rejects.toThrow('FIGlet fonts have no “✓”, “🙂”');
  });
});
