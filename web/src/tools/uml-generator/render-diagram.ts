// Mermaid draws the diagram in the page (it measures text with the DOM, so it cannot run in a worker).
// It loads with the first diagram, and its SVG is sanitized before it goes into the page: class names
// and members come from the user's code.
let nextId = 0;

export async function renderMermaid(text: string, theme: 'light' | 'dark'): Promise<string> {
  const [{ default: mermaid }, { default: DOMPurify }] = await Promise.all([import('mermaid'), import('dompurify')]);
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: theme === 'dark' ? 'dark' : 'neutral',
    // SVG text instead of HTML labels: no <foreignObject>, so the PNG export can draw it on a canvas.
    htmlLabels: false,
    class: { htmlLabels: false },
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  });
  const { svg } = await mermaid.render(`uml-diagram-${++nextId}`, text);
  return DOMPurify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true }, ADD_TAGS: ['style'] });
}

/** The SVG drawn at twice its size onto a canvas, as PNG. */
export async function svgToPng(svg: string, background: string): Promise<Blob> {
  const element = new DOMParser().parseFromString(svg, 'image/svg+xml').documentElement;
  const box = element
    .getAttribute('viewBox')
    ?.split(/[\s,]+/)
    .map(Number);
  const width = Math.ceil(box?.[2] ?? Number.parseFloat(element.getAttribute('width') ?? '800'));
  const height = Math.ceil(box?.[3] ?? Number.parseFloat(element.getAttribute('height') ?? '600'));
  element.setAttribute('width', String(width));
  element.setAttribute('height', String(height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(element)], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const scale = 2;
    const canvas = document.createElement('canvas');
    canvas.width = width * scale;
    canvas.height = height * scale;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the PNG.');
    context.fillStyle = background;
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be made.'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
