// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { svgPlaceholder, svgPlaceholderDataUrl } from './operations';

// The outside oracles: xmllint (Debian libxml2-utils) parses the SVG and reads its size, colours
// and text back; Python's base64 and urllib decode the data URLs to the same SVG.

async function svg(options: Record<string, unknown>): Promise<string> {
  return (await runOperation(svgPlaceholder, tag('none', undefined), { options })).value as string;
}

function xpath(document: string, expression: string): string {
  return execFileSync('xmllint', ['--xpath', expression, '-'], { input: document }).toString().replace(/\n$/, '');
}

const NS = "*[local-name()='svg']";

describe('SVG placeholder', () => {
  it('is a well-formed SVG of the asked size, colours and text', async () => {
    const document = await svg({
      width: 1200,
      height: 630,
      background: '#0af',
      color: 'white',
      text: 'Open Graph',
      fontSize: 64,
    });
    execFileSync('xmllint', ['--noout', '-'], { input: document });
    expect(xpath(document, `string(/${NS}/@width)`)).toBe('1200');
    expect(xpath(document, `string(/${NS}/@height)`)).toBe('630');
    expect(xpath(document, `string(/${NS}/@viewBox)`)).toBe('0 0 1200 630');
    expect(xpath(document, `string(/${NS}/*[local-name()='rect']/@fill)`)).toBe('#0af');
    expect(xpath(document, `string(/${NS}/*[local-name()='text']/@fill)`)).toBe('white');
    expect(xpath(document, `string(/${NS}/*[local-name()='text']/@font-size)`)).toBe('64');
    expect(xpath(document, `string(/${NS}/*[local-name()='text'])`)).toBe('Open Graph');
  });

  it('keeps typed markup as text', async () => {
    const hostile = `"/><script>alert('x')</script><text a="&`;
    const document = await svg({ text: hostile, fontFamily: `Arial" onload="x` });
    execFileSync('xmllint', ['--noout', '-'], { input: document });
    expect(xpath(document, `string(/${NS}/*[local-name()='text'])`)).toBe(hostile);
    expect(xpath(document, `count(//*[local-name()='script'])`)).toBe('0');
    expect(xpath(document, `string(/${NS}/*[local-name()='text']/@font-family)`)).toBe('Arial" onload="x');
  });

  it('writes its size by default, sized to fit', async () => {
    const document = await svg({ width: 800, height: 200 });
    expect(xpath(document, `string(/${NS}/*[local-name()='text'])`)).toBe('800×200');
    expect(Number(xpath(document, `string(/${NS}/*[local-name()='text']/@font-size)`))).toBe(60);
  });

  it('gives data URLs that decode to the same SVG', async () => {
    const options = { width: 64, height: 48, text: 'Ünïcode & “quotes”', background: 'tomato' };
    const document = await svg(options);
    for (const encoding of ['base64', 'url'] as const) {
      const url = (await runOperation(svgPlaceholderDataUrl, tag('none', undefined), { options: { ...options, encoding } }))
        .value as string;
      expect(url).not.toMatch(/[\s"<>]/);
      const decoded = execFileSync(
        '/usr/bin/python3',
        [
          '-c',
          `import sys, base64, urllib.parse
url = sys.stdin.read()
head, data = url.split(',', 1)
sys.stdout.write(base64.b64decode(data).decode() if head.endswith(';base64') else urllib.parse.unquote(data))`,
        ],
        { input: url },
      ).toString();
      expect(decoded, encoding).toBe(document);
    }
  });

  it('refuses what is not a size or a colour', async () => {
    await expect(svg({ background: 'url(x)' })).rejects.toThrow('Background “url(x)” is not a colour');
    await expect(svg({ color: '#12' })).rejects.toThrow('Text colour “#12” is not a colour');
  });
});
