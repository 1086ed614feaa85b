import { useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import {
  canResize,
  moveShape,
  resizeShape,
  round,
  sanitizeSvg,
  serializeSvg,
  type Box,
  type Shape,
  type SvgDocument,
} from './svg-model';

type Drag =
  | { kind: 'move'; index: number; start: DOMPoint; before: SvgDocument; shape: Shape }
  | { kind: 'resize'; index: number; corner: Corner; start: DOMPoint; before: SvgDocument; shape: Shape; box: Box };

type Corner = 'nw' | 'ne' | 'sw' | 'se';
const corners: Corner[] = ['nw', 'ne', 'sw', 'se'];

type SvgCanvasProps = {
  document: SvgDocument;
  selected: number | null;
  onSelect: (index: number | null) => void;
  /** A change in progress (drag); `commit` ends it with the document before it. */
  onPreview: (document: SvgDocument) => void;
  onCommit: (before: SvgDocument) => void;
  onChange: (document: SvgDocument) => void;
  onDelete: () => void;
};

function withLayer(document: SvgDocument, index: number, shape: Shape): SvgDocument {
  const layers = document.layers.slice();
  layers[index] = shape;
  return { ...document, layers };
}

/**
 * The canvas: the document's own SVG, sanitised, drawn as markup (what you see is what you copy),
 * and over it a second SVG with the selection box and its resize handles. Click to select, drag to
 * move, drag a corner to resize; arrow keys move by 1 (Shift: 10), Delete removes.
 */
export function SvgCanvas({ document, selected, onSelect, onPreview, onCommit, onChange, onDelete }: SvgCanvasProps) {
  const drawing = useRef<HTMLDivElement>(null);
  const overlay = useRef<SVGSVGElement>(null);
  const drag = useRef<Drag | null>(null);
  const [box, setBox] = useState<Box | null>(null);
  const markup = useMemo(() => sanitizeSvg(serializeSvg(document, { forCanvas: true })), [document]);
  const { x, y, width, height } = document.viewBox;
  const layer = selected !== null ? document.layers[selected] : undefined;

  // The selected element's box, measured where the browser drew it.
  useLayoutEffect(() => {
    const element = selected === null ? null : drawing.current?.querySelector<SVGGraphicsElement>(`[data-layer="${selected}"]`);
    if (!element) {
      setBox(null);
      return;
    }
    try {
      const b = element.getBBox();
      setBox({ x: b.x, y: b.y, width: b.width, height: b.height });
    } catch {
      setBox(null);
    }
  }, [markup, selected]);

  function pointAt(event: PointerEvent): DOMPoint {
    const svg = overlay.current!;
    const matrix = svg.getScreenCTM()?.inverse();
    const point = new DOMPoint(event.clientX, event.clientY);
    return matrix ? point.matrixTransform(matrix) : point;
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    const target = event.target as Element;
    const corner = target.getAttribute('data-corner') as Corner | null;
    if (corner && selected !== null && layer && layer.kind !== 'raw' && box) {
      drag.current = { kind: 'resize', index: selected, corner, start: pointAt(event), before: document, shape: layer, box };
    } else {
      const hit = target.closest('[data-layer]');
      const index = hit ? Number(hit.getAttribute('data-layer')) : null;
      onSelect(index);
      const shape = index !== null ? document.layers[index] : undefined;
      if (index === null || !shape || shape.kind === 'raw') return;
      drag.current = { kind: 'move', index, start: pointAt(event), before: document, shape };
    }
    event.currentTarget.setPointerCapture(event.pointerId);
    event.preventDefault();
    event.currentTarget.focus();
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const current = drag.current;
    if (!current) return;
    const point = pointAt(event);
    const dx = point.x - current.start.x;
    const dy = point.y - current.start.y;
    if (current.kind === 'move') {
      onPreview(withLayer(current.before, current.index, moveShape(current.shape, round(dx), round(dy))));
      return;
    }
    const { box: from, corner } = current;
    let { x: left, y: top } = from;
    let right = from.x + from.width;
    let bottom = from.y + from.height;
    if (corner.includes('w')) left += dx;
    else right += dx;
    if (corner.includes('n')) top += dy;
    else bottom += dy;
    const to = {
      x: Math.min(left, right),
      y: Math.min(top, bottom),
      width: Math.max(1, Math.abs(right - left)),
      height: Math.max(1, Math.abs(bottom - top)),
    };
    onPreview(withLayer(current.before, current.index, resizeShape(current.shape, from, to)));
  }

  function onPointerUp() {
    const current = drag.current;
    drag.current = null;
    if (current) onCommit(current.before);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (selected === null || !layer) return;
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onDelete();
      return;
    }
    if (event.key === 'Escape') {
      onSelect(null);
      return;
    }
    const step = event.shiftKey ? 10 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const move = moves[event.key];
    if (!move || layer.kind === 'raw') return;
    event.preventDefault();
    onChange(withLayer(document, selected, moveShape(layer, move[0], move[1])));
  }

  const handleSize = Math.max(width, height) / 60;
  return (
    <div
      role="application"
      aria-label="Canvas: click a shape to select it, drag to move, drag a corner to resize; arrow keys move the selection, Delete removes it"
      tabIndex={0}
      className="relative mx-auto w-full touch-none overflow-hidden rounded-lg border border-border outline-none select-none focus-visible:ring-2 focus-visible:ring-ring/40"
      style={{
        aspectRatio: `${width} / ${height}`,
        maxHeight: '32rem',
        // A checkerboard shows what is transparent.
        backgroundColor: '#ffffff',
        backgroundImage:
          'linear-gradient(45deg, #e5e7eb 25%, transparent 25%, transparent 75%, #e5e7eb 75%), linear-gradient(45deg, #e5e7eb 25%, transparent 25%, transparent 75%, #e5e7eb 75%)',
        backgroundSize: '16px 16px',
        backgroundPosition: '0 0, 8px 8px',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={onPointerUp}
      onKeyDown={onKeyDown}
    >
      <div
        ref={drawing}
        className="absolute inset-0 [&>svg]:block [&>svg]:h-full [&>svg]:w-full [&_[data-layer]]:cursor-move"
        dangerouslySetInnerHTML={{ __html: markup }}
      />
      <svg
        ref={overlay}
        viewBox={`${x} ${y} ${width} ${height}`}
        className="pointer-events-none absolute inset-0 h-full w-full"
        aria-hidden
      >
        {box && layer && (
          <g>
            <rect
              x={box.x}
              y={box.y}
              width={box.width}
              height={box.height}
              fill="none"
              stroke="#6366f1"
              strokeWidth={handleSize / 4}
              strokeDasharray={`${handleSize / 2} ${handleSize / 3}`}
            />
            {layer.kind !== 'raw' &&
              canResize(layer) &&
              corners.map((corner) => (
                <rect
                  key={corner}
                  data-corner={corner}
                  x={(corner.includes('w') ? box.x : box.x + box.width) - handleSize / 2}
                  y={(corner.includes('n') ? box.y : box.y + box.height) - handleSize / 2}
                  width={handleSize}
                  height={handleSize}
                  fill="#ffffff"
                  stroke="#6366f1"
                  strokeWidth={handleSize / 5}
                  className="pointer-events-auto"
                  style={{ cursor: corner === 'nw' || corner === 'se' ? 'nwse-resize' : 'nesw-resize' }}
                />
              ))}
          </g>
        )}
      </svg>
    </div>
  );
}
