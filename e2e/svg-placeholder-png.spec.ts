import { execFileSync } from 'node:child_process';
import { expect, test } from './fixtures';
import { screenLoaded } from './operation-screen';

// The SVG placeholder's PNG mode (a `needs: 'dom'` operation: the browser draws the SVG on a canvas).
// operation-tools.spec.ts drives its worked example; here the downloaded file itself is checked by
// Python's standard library (zlib and struct): the IHDR's size, and pixels that are the asked colour.

const readPng = `
import struct, sys, zlib
data = open(sys.argv[1], 'rb').read()
assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n', 'not a PNG'
pos, chunks = 8, {}
while pos < len(data):
    length, kind = struct.unpack('>I4s', data[pos:pos + 8])
    chunks.setdefault(kind, b'')
    chunks[kind] += data[pos + 8:pos + 8 + length]
    pos += 12 + length
width, height, depth, colour = struct.unpack('>IIBB', chunks[b'IHDR'][:10])
assert depth == 8 and colour == 6, (depth, colour)
raw = zlib.decompress(chunks[b'IDAT'])
# The first scanline's first pixel (after the filter byte, RGBA): every PNG filter leaves it as is,
# as the first row has no row above and the first pixel no pixel to its left.
assert raw[0] <= 4, raw[0]
print(width, height, *raw[1:5])
`;

test('downloads a PNG of the asked size in the asked background colour', async ({ page }) => {
  // Every option change redraws the PNG on the page: slow on a shared machine.
  test.slow();
  await page.goto('/tools/svg-placeholder');
  await expect(page.getByRole('heading', { level: 1, name: 'SVG Placeholder' })).toBeVisible();
  await screenLoaded(page, 'SVG Placeholder');
  await page
    .getByRole('group', { name: 'Mode' })
    .or(page.getByRole('radiogroup', { name: 'Mode' }))
    .getByText('PNG image', { exact: true })
    .click();
  await page.getByLabel('Width (px)', { exact: true }).fill('321');
  await page.getByLabel('Height (px)', { exact: true }).fill('123');
  await page.getByLabel('Background', { exact: true }).fill('#00ff00');
  await expect(page.getByLabel('PNG', { exact: true })).toHaveValue(
    /^00000000 {2}89 50 4e 47 .*\n00000010 {2}00 00 01 41 00 00 00 7b /,
  );

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /^Download/ }).click()]);
  expect(download.suggestedFilename()).toBe('svg-placeholder.png');
  const read = execFileSync('/usr/bin/python3', ['-c', readPng, await download.path()])
    .toString()
    .trim();
  expect(read).toBe('321 123 0 255 0 255');
});
