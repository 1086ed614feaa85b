import { optimize } from 'svgo/browser';
import { describe, expect, it } from 'vitest';
import {
  createShape,
  emptyDocument,
  moveShape,
  parseSvg,
  resizeShape,
  sanitizeSvg,
  serializeSvg,
  shapeKinds,
  type Shape,
  type SvgDocument,
} from './svg-model';

const malicious = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100" onload="window.__pwned=1">
  <script>window.__pwned = 2</script>
  <rect x="1" y="2" width="30" height="40" fill="red" onclick="window.__pwned=3"/>
  <a href="javascript:window.__pwned=4"><circle cx="50" cy="50" r="10"/></a>
  <a xlink:href="javascript:alert(1)"><text x="0" y="90">click</text></a>
  <foreignObject width="100" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:alert(1)"></iframe></foreignObject>
  <image href="https://evil.example/track.png" width="10" height="10"/>
  <animate attributeName="href" to="javascript:alert(1)"/>
</svg>`;

/** The browser's XML parser as the oracle: what we write must be well-formed SVG. */
function parseXml(text: string): Document {
  const xml = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(xml.querySelector('parsererror')).toBeNull();
  return xml;
}

describe('sanitising', () => {
  it('removes scripts, event handlers, javascript: links, foreignObject HTML and remote URLs', () => {
    const clean = sanitizeSvg(malicious);
    for (const bad of ['<script', 'onload', 'onclick', 'javascript:', 'foreignObject', 'iframe', 'evil.example'])
      expect(clean, bad).not.toContain(bad);
    expect(clean).toContain('<rect');
    const document = parseSvg(malicious);
    const written = serializeSvg(document);
    for (const bad of ['script', 'onload', 'onclick', 'javascript:', 'iframe', 'evil.example'])
      expect(written, bad).not.toContain(bad);
    expect(document.layers[0]).toMatchObject({
      kind: 'rect',
      x: 1,
      y: 2,
      width: 30,
      height: 40,
      fill: { mode: 'solid', color: 'red' },
    });
  });
});

describe('writing and reading back', () => {
  it('writes every kind of shape as well-formed SVG that reads back the same', () => {
    const document: SvgDocument = {
      ...emptyDocument(),
      layers: shapeKinds.map((kind) => createShape(kind, emptyDocument().viewBox)),
    };
    const gradient = document.layers[0] as Shape;
    gradient.fill = { mode: 'linear', color: '#ff0000', color2: '#0000ff', angle: 45 };
    (document.layers[6] as Extract<Shape, { kind: 'text' }>).text = 'a < b & "c"';
    const text = serializeSvg(document);
    const xml = parseXml(text);
    expect(xml.querySelectorAll('svg > *')).toHaveLength(shapeKinds.length + 1); // + <defs>
    expect(xml.querySelector('text')!.textContent).toBe('a < b & "c"');
    expect(xml.querySelector('linearGradient')!.getAttribute('gradientTransform')).toBe('rotate(45 0.5 0.5)');

    const back = parseSvg(text);
    expect(back.layers.map((l) => l.kind)).toEqual([...shapeKinds]);
    expect(back.defs).toBe('');
    // Ids are new; everything else is as it was.
    const withoutIds = (d: SvgDocument) => d.layers.map(({ id: _id, ...rest }) => rest);
    expect(withoutIds(back)).toEqual(withoutIds(document));
    expect(serializeSvg(back)).toBe(text);
  });

  it('keeps what it does not model as markup, and reads style attributes', () => {
    const text = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48">
      <defs><clipPath id="c"><rect width="10" height="10"/></clipPath></defs>
      <g clip-path="url(#c)"><rect width="24" height="24" fill="#000"/></g>
      <path d="M0 0L10 10" style="stroke: #333; stroke-width: 2; fill: none" stroke-linecap="round"/>
    </svg>`;
    const document = parseSvg(text);
    expect(document).toMatchObject({ width: 48, height: 48, viewBox: { x: 0, y: 0, width: 24, height: 24 } });
    expect(document.layers[0]).toMatchObject({ kind: 'raw', tag: 'g' });
    expect(document.layers[1]).toMatchObject({
      kind: 'path',
      stroke: '#333',
      strokeWidth: 2,
      fill: { mode: 'none' },
      extra: { 'stroke-linecap': 'round' },
    });
    const written = parseXml(serializeSvg(document));
    expect(written.querySelector('defs clipPath#c rect')).not.toBeNull();
    expect(written.querySelector('g')!.getAttribute('clip-path')).toBe('url(#c)');
  });

  it('says what is wrong with text that is not SVG', () => {
    expect(() => parseSvg('')).toThrow('The SVG is empty.');
    expect(() => parseSvg('<svg><rect></svg>')).toThrow(/^Not well-formed SVG: /);
    expect(() => parseSvg('<html xmlns="http://www.w3.org/1999/xhtml"/>')).toThrow('Not an SVG: the root element is <html>.');
  });
});

describe('moving and resizing', () => {
  const viewBox = emptyDocument().viewBox;
  it('moves every kind by the same offset', () => {
    const rect = createShape('rect', viewBox) as Extract<Shape, { kind: 'rect' }>;
    expect(moveShape(rect, 5, -3)).toMatchObject({ x: rect.x + 5, y: rect.y - 3 });
    const path = createShape('path', viewBox);
    const moved = moveShape(moveShape(path, 5, 5), 1, 2);
    expect(moved.transform).toBe('translate(6 7)');
  });

  it('fits shapes into a new box', () => {
    const rect = { ...(createShape('rect', viewBox) as Extract<Shape, { kind: 'rect' }>), x: 10, y: 10, width: 20, height: 10 };
    expect(resizeShape(rect, { x: 10, y: 10, width: 20, height: 10 }, { x: 0, y: 0, width: 40, height: 40 })).toMatchObject({
      x: 0,
      y: 0,
      width: 40,
      height: 40,
    });
    const polygon = {
      ...(createShape('polygon', viewBox) as Extract<Shape, { kind: 'polygon' }>),
      points: [
        [0, 0],
        [10, 0],
        [10, 10],
      ] as [number, number][],
    };
    expect(resizeShape(polygon, { x: 0, y: 0, width: 10, height: 10 }, { x: 5, y: 5, width: 20, height: 20 })).toMatchObject({
      points: [
        [5, 5],
        [25, 5],
        [25, 25],
      ],
    });
  });
});

describe('svgo (its browser build, as the tool loads it)', () => {
  it('optimises what the builder writes into smaller SVG that still parses', () => {
    const document: SvgDocument = {
      ...emptyDocument(),
      layers: shapeKinds.map((kind) => createShape(kind, emptyDocument().viewBox)),
    };
    const text = serializeSvg(document);
    const { data } = optimize(text, { multipass: true });
    expect(data.length).toBeLessThan(text.length);
    parseXml(data);
  });
});
