import DOMPurify from 'dompurify';

// The SVG builder's document: shapes the canvas can edit, and anything else an imported file holds
// kept as sanitised markup. Pure apart from DOMPurify and DOMParser (a browser, or jsdom in tests).

export const shapeKinds = ['rect', 'circle', 'ellipse', 'line', 'polygon', 'path', 'text'] as const;
export type ShapeKind = (typeof shapeKinds)[number];

export const shapeLabels: Record<ShapeKind | 'raw', string> = {
  rect: 'Rectangle',
  circle: 'Circle',
  ellipse: 'Ellipse',
  line: 'Line',
  polygon: 'Polygon',
  path: 'Path',
  text: 'Text',
  raw: 'Markup',
};

export type FillMode = 'none' | 'solid' | 'linear' | 'radial';

/** Paint: a colour, nothing, or a two-colour gradient (linear: from left to right, rotated by `angle`). */
export type Paint = { mode: FillMode; color: string; color2: string; angle: number };

type Common = {
  id: string;
  fill: Paint;
  stroke: string;
  strokeWidth: number;
  opacity: number;
  /** The element's own transform attribute, kept as written. */
  transform?: string;
  /** Attributes the builder does not edit, kept as they were (already sanitised). */
  extra: Record<string, string>;
};

export type Shape =
  | (Common & { kind: 'rect'; x: number; y: number; width: number; height: number; rx: number })
  | (Common & { kind: 'circle'; cx: number; cy: number; r: number })
  | (Common & { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number })
  | (Common & { kind: 'line'; x1: number; y1: number; x2: number; y2: number })
  | (Common & { kind: 'polygon'; points: [number, number][] })
  | (Common & { kind: 'path'; d: string })
  | (Common & { kind: 'text'; x: number; y: number; text: string; fontSize: number; fontFamily: string });

/** Markup the builder does not model (groups, <use>, images…): shown and kept, not edited on the canvas. */
export type RawItem = { kind: 'raw'; id: string; markup: string; tag: string };
export type Layer = Shape | RawItem;

export type ViewBox = { x: number; y: number; width: number; height: number };
export type SvgDocument = { width: number; height: number; viewBox: ViewBox; layers: Layer[]; defs: string };

let counter = 0;
export function newId(): string {
  counter += 1;
  return `s${Date.now().toString(36)}${counter.toString(36)}`;
}

const solid = (color: string): Paint => ({ mode: 'solid', color, color2: '#f59e0b', angle: 0 });
const common = (fill: Paint, stroke = 'none', strokeWidth = 0): Common => ({
  id: newId(),
  fill,
  stroke,
  strokeWidth,
  opacity: 1,
  extra: {},
});

/** A new shape of the kind, centred in the view box, in the builder's default colours. */
export function createShape(kind: ShapeKind, viewBox: ViewBox): Shape {
  const cx = viewBox.x + viewBox.width / 2;
  const cy = viewBox.y + viewBox.height / 2;
  const size = Math.round(Math.min(viewBox.width, viewBox.height) / 4);
  switch (kind) {
    case 'rect':
      return { ...common(solid('#6366f1')), kind, x: cx - size, y: cy - size / 2, width: size * 2, height: size, rx: 8 };
    case 'circle':
      return { ...common(solid('#10b981')), kind, cx, cy, r: size / 2 };
    case 'ellipse':
      return { ...common(solid('#f59e0b')), kind, cx, cy, rx: size, ry: size / 2 };
    case 'line':
      return {
        ...common(solid('none'), '#0f172a', 4),
        fill: { ...solid('#000000'), mode: 'none' },
        kind,
        x1: cx - size,
        y1: cy + size / 2,
        x2: cx + size,
        y2: cy - size / 2,
      };
    case 'polygon':
      return {
        ...common(solid('#ec4899')),
        kind,
        points: [0, 1, 2, 3, 4].map((i) => [
          round(cx + size * Math.sin((i * 2 * Math.PI) / 5)),
          round(cy - size * Math.cos((i * 2 * Math.PI) / 5)),
        ]),
      };
    case 'path':
      return {
        ...common({ ...solid('#000000'), mode: 'none' }, '#0ea5e9', 6),
        kind,
        d: `M ${cx - size} ${cy} C ${cx - size / 2} ${cy - size}, ${cx + size / 2} ${cy + size}, ${cx + size} ${cy}`,
      };
    case 'text':
      return {
        ...common(solid('#0f172a')),
        kind,
        x: cx - size,
        y: cy,
        text: 'Hello SVG',
        fontSize: Math.max(12, Math.round(size / 2)),
        fontFamily: 'system-ui, sans-serif',
      };
  }
}

export function emptyDocument(): SvgDocument {
  return { width: 400, height: 300, viewBox: { x: 0, y: 0, width: 400, height: 300 }, layers: [], defs: '' };
}

export function round(n: number): number {
  return Math.round(n * 100) / 100;
}

// ---------------------------------------------------------------------------------------------
// Writing SVG
// ---------------------------------------------------------------------------------------------

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
}

function escapeText(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

// Numbered by layer, so the same document always writes the same text.
const gradientId = (index: number) => `fill-gradient-${index + 1}`;

function gradientMarkup(shape: Shape, index: number): string | null {
  const { mode, color, color2, angle } = shape.fill;
  if (mode !== 'linear' && mode !== 'radial') return null;
  const stops = `<stop offset="0" stop-color="${escapeAttribute(color)}"/><stop offset="1" stop-color="${escapeAttribute(color2)}"/>`;
  if (mode === 'radial') return `<radialGradient id="${gradientId(index)}">${stops}</radialGradient>`;
  const rotate = angle ? ` gradientTransform="rotate(${round(angle)} 0.5 0.5)"` : '';
  return `<linearGradient id="${gradientId(index)}"${rotate}>${stops}</linearGradient>`;
}

function paintAttribute(shape: Shape, index: number): string {
  const { mode, color } = shape.fill;
  if (mode === 'none') return 'none';
  if (mode === 'solid') return color;
  return `url(#${gradientId(index)})`;
}

function attributes(entries: [string, string | number | undefined][]): string {
  return entries
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => ` ${name}="${escapeAttribute(String(typeof value === 'number' ? round(value) : value))}"`)
    .join('');
}

function shapeMarkup(shape: Shape, index: number, forCanvas: boolean): string {
  const paint: [string, string | number | undefined][] = [
    ['fill', shape.kind === 'line' ? undefined : paintAttribute(shape, index)],
    ['stroke', shape.stroke !== 'none' && shape.strokeWidth > 0 ? shape.stroke : undefined],
    ['stroke-width', shape.stroke !== 'none' && shape.strokeWidth > 0 ? shape.strokeWidth : undefined],
    ['opacity', shape.opacity < 1 ? shape.opacity : undefined],
    ['transform', shape.transform],
    ...Object.entries(shape.extra),
    ['data-layer', forCanvas ? index : undefined],
  ];
  switch (shape.kind) {
    case 'rect':
      return `<rect${attributes([['x', shape.x], ['y', shape.y], ['width', shape.width], ['height', shape.height], ['rx', shape.rx || undefined], ...paint])}/>`;
    case 'circle':
      return `<circle${attributes([['cx', shape.cx], ['cy', shape.cy], ['r', shape.r], ...paint])}/>`;
    case 'ellipse':
      return `<ellipse${attributes([['cx', shape.cx], ['cy', shape.cy], ['rx', shape.rx], ['ry', shape.ry], ...paint])}/>`;
    case 'line':
      return `<line${attributes([['x1', shape.x1], ['y1', shape.y1], ['x2', shape.x2], ['y2', shape.y2], ...paint])}/>`;
    case 'polygon':
      return `<polygon${attributes([['points', shape.points.map(([x, y]) => `${round(x)},${round(y)}`).join(' ')], ...paint])}/>`;
    case 'path':
      return `<path${attributes([['d', shape.d], ...paint])}/>`;
    case 'text':
      return `<text${attributes([['x', shape.x], ['y', shape.y], ['font-size', shape.fontSize], ['font-family', shape.fontFamily], ...paint])}>${escapeText(shape.text)}</text>`;
  }
}

/**
 * The document as SVG text. `forCanvas` marks each top-level element with data-layer (its index),
 * which the canvas uses to know what was clicked; it is never in what the user copies.
 */
export function serializeSvg(document: SvgDocument, { forCanvas = false } = {}): string {
  const { x, y, width, height } = document.viewBox;
  const gradients = document.layers.flatMap((layer, index) =>
    layer.kind === 'raw' ? [] : [gradientMarkup(layer, index)].filter((g): g is string => g !== null),
  );
  const defs = [document.defs, ...gradients].filter(Boolean);
  const lines = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${round(document.width)}" height="${round(document.height)}" viewBox="${round(x)} ${round(y)} ${round(width)} ${round(height)}">`,
  ];
  if (defs.length > 0) lines.push(`  <defs>${defs.join('')}</defs>`);
  document.layers.forEach((layer, index) => {
    if (layer.kind === 'raw') lines.push(`  ${forCanvas ? `<g data-layer="${index}">${layer.markup}</g>` : layer.markup}`);
    else lines.push(`  ${shapeMarkup(layer, index, forCanvas)}`);
  });
  lines.push('</svg>');
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------
// Reading SVG (imported files and the code view)
// ---------------------------------------------------------------------------------------------

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify of our own (its hooks are per instance) that also refuses links to anywhere but the document itself. */
function svgPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  purifier = DOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    // <use href="#icon"> and embedded images stay; a link or image elsewhere would load (or track) from there.
    if (
      (data.attrName === 'href' || data.attrName === 'xlink:href' || data.attrName === 'src') &&
      !/^\s*(?:#|data:image\/(?:png|jpe?g|gif|webp);)/i.test(data.attrValue)
    ) {
      data.keepAttr = false;
    }
  });
  return purifier;
}

/**
 * DOMPurify with its SVG profile: no <script>, no event handler attributes, no javascript: or
 * other unsafe URLs, no <foreignObject> HTML, no links that load from elsewhere. Everything that
 * reaches the page goes through it.
 */
export function sanitizeSvg(markup: string): string {
  return svgPurifier().sanitize(markup, { USE_PROFILES: { svg: true, svgFilters: true } });
}

const MODELLED: Record<string, readonly string[]> = {
  rect: ['x', 'y', 'width', 'height', 'rx'],
  circle: ['cx', 'cy', 'r'],
  ellipse: ['cx', 'cy', 'rx', 'ry'],
  line: ['x1', 'y1', 'x2', 'y2'],
  polygon: ['points'],
  path: ['d'],
  text: ['x', 'y', 'font-size', 'font-family'],
};
const PAINT_ATTRIBUTES = ['fill', 'stroke', 'stroke-width', 'opacity', 'transform', 'style', 'data-layer'];

function number(element: Element, name: string, fallback = 0): number {
  const value = Number.parseFloat(element.getAttribute(name) ?? '');
  return Number.isFinite(value) ? value : fallback;
}

/** The style attribute's declarations (fill: red; stroke-width: 2) as a map. */
function styleOf(element: Element): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (element.getAttribute('style') ?? '').split(';')) {
    const [name, ...value] = part.split(':');
    if (name && value.length > 0) out[name.trim().toLowerCase()] = value.join(':').trim();
  }
  return out;
}

type Gradient = { mode: 'linear' | 'radial'; color: string; color2: string; angle: number };

function readGradients(root: Element): Map<string, Gradient> {
  const gradients = new Map<string, Gradient>();
  for (const gradient of Array.from(root.querySelectorAll('linearGradient, radialGradient'))) {
    const stops = Array.from(gradient.querySelectorAll('stop'));
    const id = gradient.getAttribute('id');
    if (!id || stops.length !== 2) continue;
    const color = (stop: Element) => stop.getAttribute('stop-color') ?? styleOf(stop)['stop-color'] ?? '#000000';
    const rotate = /^rotate\(\s*(-?[\d.]+)\s+0\.5\s+0\.5\s*\)$/.exec(gradient.getAttribute('gradientTransform') ?? '');
    const plain = gradient.getAttributeNames().every((n) => n === 'id' || (n === 'gradientTransform' && rotate));
    if (!plain) continue;
    gradients.set(id, {
      mode: gradient.localName === 'radialGradient' ? 'radial' : 'linear',
      color: color(stops[0]!),
      color2: color(stops[1]!),
      angle: rotate ? Number(rotate[1]) : 0,
    });
  }
  return gradients;
}

function readPaint(value: string | undefined, gradients: Map<string, Gradient>, used: Set<string>): Paint | null {
  if (value === undefined) return solid('#000000'); // SVG's default fill
  if (value === 'none' || value === 'transparent') return { ...solid('#000000'), mode: 'none' };
  const reference = /^url\(\s*#([^)]+)\)$/.exec(value);
  if (reference) {
    const gradient = gradients.get(reference[1]!);
    if (!gradient) return null;
    used.add(reference[1]!);
    return gradient;
  }
  return solid(value);
}

function readShape(element: Element, gradients: Map<string, Gradient>, used: Set<string>): Shape | null {
  const kind = element.localName as ShapeKind;
  const modelled = MODELLED[kind];
  if (!modelled) return null;
  if (kind !== 'text' && element.children.length > 0) return null; // <rect><animate/></rect>: keep it whole
  if (kind === 'text' && element.children.length > 0) return null; // <tspan>s: keep the text whole
  const style = styleOf(element);
  const attr = (name: string) => element.getAttribute(name) ?? style[name] ?? undefined;
  // Only the style properties we read may be dropped from the style attribute.
  const styleRest = Object.keys(style).filter((k) => !['fill', 'stroke', 'stroke-width', 'opacity'].includes(k));
  if (styleRest.length > 0) return null;
  const fill = readPaint(attr('fill'), gradients, used);
  if (!fill) return null;
  const strokeValue = attr('stroke');
  const base: Common = {
    id: newId(),
    fill,
    stroke: strokeValue && strokeValue !== 'none' ? strokeValue : 'none',
    strokeWidth: strokeValue && strokeValue !== 'none' ? Number.parseFloat(attr('stroke-width') ?? '1') || 1 : 0,
    opacity: Number.parseFloat(attr('opacity') ?? '1') || 1,
    ...(element.hasAttribute('transform') && { transform: element.getAttribute('transform')! }),
    extra: {},
  };
  for (const name of element.getAttributeNames())
    if (!modelled.includes(name) && !PAINT_ATTRIBUTES.includes(name)) base.extra[name] = element.getAttribute(name)!;
  switch (kind) {
    case 'rect':
      return {
        ...base,
        kind,
        x: number(element, 'x'),
        y: number(element, 'y'),
        width: number(element, 'width'),
        height: number(element, 'height'),
        rx: number(element, 'rx'),
      };
    case 'circle':
      return { ...base, kind, cx: number(element, 'cx'), cy: number(element, 'cy'), r: number(element, 'r') };
    case 'ellipse':
      return {
        ...base,
        kind,
        cx: number(element, 'cx'),
        cy: number(element, 'cy'),
        rx: number(element, 'rx'),
        ry: number(element, 'ry'),
      };
    case 'line':
      // A line has no inside: its fill is never painted (and never written).
      return {
        ...base,
        fill: { ...base.fill, mode: 'none' },
        kind,
        x1: number(element, 'x1'),
        y1: number(element, 'y1'),
        x2: number(element, 'x2'),
        y2: number(element, 'y2'),
      };
    case 'polygon': {
      const values = (element.getAttribute('points') ?? '')
        .trim()
        .split(/[\s,]+/)
        .map(Number);
      if (values.length < 2 || values.some((v) => !Number.isFinite(v))) return null;
      const points: [number, number][] = [];
      for (let i = 0; i + 1 < values.length; i += 2) points.push([values[i]!, values[i + 1]!]);
      return { ...base, kind, points };
    }
    case 'path':
      return { ...base, kind, d: element.getAttribute('d') ?? '' };
    case 'text':
      return {
        ...base,
        kind,
        x: number(element, 'x'),
        y: number(element, 'y'),
        text: element.textContent ?? '',
        fontSize: number(element, 'font-size', 16),
        fontFamily: element.getAttribute('font-family') ?? 'sans-serif',
      };
  }
}

function numbersOf(value: string | null): number[] | null {
  if (!value) return null;
  const numbers = value
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  return numbers.every(Number.isFinite) ? numbers : null;
}

/**
 * Reads SVG text into a document, sanitising it first. Shapes the builder can edit become shapes;
 * everything else is kept as markup. Throws an Error with the message to show when it is not SVG.
 */
export function parseSvg(text: string): SvgDocument {
  if (text.trim() === '') throw new Error('The SVG is empty.');
  // Well-formed first: the XML parser says where it is not (DOMPurify would quietly repair it).
  const xml = new DOMParser().parseFromString(text, 'image/svg+xml');
  const xmlError = xml.querySelector('parsererror');
  if (xmlError)
    throw new Error(
      `Not well-formed SVG: ${
        (xmlError.textContent ?? '')
          .split('\n')
          .find((line) => line.trim() !== '')
          ?.trim() ?? 'parse error'
      }`,
    );
  if (xml.documentElement.localName !== 'svg')
    throw new Error(`Not an SVG: the root element is <${xml.documentElement.localName}>.`);

  const clean = sanitizeSvg(text);
  const root = new DOMParser().parseFromString(clean, 'image/svg+xml').documentElement;
  if (root.localName !== 'svg') throw new Error('Nothing safe was left of this SVG after removing scripts and unsafe links.');

  const viewBoxNumbers = numbersOf(root.getAttribute('viewBox'));
  const width = number(root, 'width', viewBoxNumbers?.[2] ?? 300);
  const height = number(root, 'height', viewBoxNumbers?.[3] ?? 150);
  const viewBox: ViewBox =
    viewBoxNumbers && viewBoxNumbers.length === 4
      ? { x: viewBoxNumbers[0]!, y: viewBoxNumbers[1]!, width: viewBoxNumbers[2]!, height: viewBoxNumbers[3]! }
      : { x: 0, y: 0, width, height };

  const gradients = readGradients(root);
  const used = new Set<string>();
  const layers: Layer[] = [];
  const defs: Element[] = [];
  for (const child of Array.from(root.children)) {
    if (child.localName === 'defs') {
      defs.push(child);
      continue;
    }
    const shape = readShape(child, gradients, used);
    layers.push(
      shape ?? {
        kind: 'raw',
        id: newId(),
        tag: child.localName,
        markup: new XMLSerializer().serializeToString(child).replace(/ xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, ''),
      },
    );
  }
  // Gradients now owned by shapes are written again with them; the rest of <defs> stays as it was.
  const keptDefs = defs
    .flatMap((d) => Array.from(d.children))
    .filter((element) => !used.has(element.getAttribute('id') ?? ''))
    .map((element) => new XMLSerializer().serializeToString(element).replace(/ xmlns="http:\/\/www\.w3\.org\/2000\/svg"/g, ''))
    .join('');
  return { width, height, viewBox, layers, defs: keptDefs };
}

// ---------------------------------------------------------------------------------------------
// Moving and resizing
// ---------------------------------------------------------------------------------------------

export type Box = { x: number; y: number; width: number; height: number };

/** The shape moved by (dx, dy) in its own coordinates; paths move by a translate() in front of their transform. */
export function moveShape(shape: Shape, dx: number, dy: number): Shape {
  switch (shape.kind) {
    case 'rect':
    case 'text':
      return { ...shape, x: round(shape.x + dx), y: round(shape.y + dy) };
    case 'circle':
    case 'ellipse':
      return { ...shape, cx: round(shape.cx + dx), cy: round(shape.cy + dy) };
    case 'line':
      return { ...shape, x1: round(shape.x1 + dx), y1: round(shape.y1 + dy), x2: round(shape.x2 + dx), y2: round(shape.y2 + dy) };
    case 'polygon':
      return { ...shape, points: shape.points.map(([x, y]) => [round(x + dx), round(y + dy)]) };
    case 'path': {
      const match = /^translate\(\s*(-?[\d.]+)[\s,]+(-?[\d.]+)\s*\)\s*(.*)$/.exec(shape.transform ?? '');
      const [tx, ty, rest] = match ? [Number(match[1]), Number(match[2]), match[3]!] : [0, 0, shape.transform ?? ''];
      return { ...shape, transform: `translate(${round(tx + dx)} ${round(ty + dy)})${rest ? ` ${rest}` : ''}` };
    }
  }
}

/** Whether the canvas can resize the shape by its handles (paths only move). */
export function canResize(shape: Shape): boolean {
  return shape.kind !== 'path';
}

/** The shape fitted from box `from` into box `to` (both in its coordinates). */
export function resizeShape(shape: Shape, from: Box, to: Box): Shape {
  const sx = from.width === 0 ? 1 : to.width / from.width;
  const sy = from.height === 0 ? 1 : to.height / from.height;
  const mapX = (x: number) => round(to.x + (x - from.x) * sx);
  const mapY = (y: number) => round(to.y + (y - from.y) * sy);
  switch (shape.kind) {
    case 'rect':
      return {
        ...shape,
        x: mapX(shape.x),
        y: mapY(shape.y),
        width: round(Math.abs(shape.width * sx)),
        height: round(Math.abs(shape.height * sy)),
      };
    case 'circle':
      return { ...shape, cx: mapX(shape.cx), cy: mapY(shape.cy), r: round(Math.abs(shape.r * Math.min(sx, sy))) };
    case 'ellipse':
      return {
        ...shape,
        cx: mapX(shape.cx),
        cy: mapY(shape.cy),
        rx: round(Math.abs(shape.rx * sx)),
        ry: round(Math.abs(shape.ry * sy)),
      };
    case 'line':
      return { ...shape, x1: mapX(shape.x1), y1: mapY(shape.y1), x2: mapX(shape.x2), y2: mapY(shape.y2) };
    case 'polygon':
      return { ...shape, points: shape.points.map(([x, y]) => [mapX(x), mapY(y)]) };
    case 'text':
      return { ...shape, x: mapX(shape.x), y: mapY(shape.y), fontSize: round(Math.max(1, shape.fontSize * Math.abs(sy))) };
    case 'path':
      return shape;
  }
}
