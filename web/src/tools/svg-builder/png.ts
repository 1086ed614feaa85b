/**
 * The SVG as a PNG at `scale` times its size, drawn by the browser: the SVG is loaded as an image
 * (where no script in it could run), drawn on a canvas and encoded.
 */
export async function renderPng({
  svg,
  width,
  height,
  scale,
}: {
  svg: string;
  width: number;
  height: number;
  scale: number;
}): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(width * scale));
    canvas.height = Math.max(1, Math.round(height * scale));
    const context = canvas.getContext('2d');
    if (!context) throw new Error('this browser cannot draw on a canvas');
    context.drawImage(image, 0, 0, canvas.width, canvas.height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('could not encode the PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
