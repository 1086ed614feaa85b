// Draws an SVG document onto a canvas of its size and encodes it as PNG: the browser's own SVG
// renderer, so the PNG matches what the SVG shows (fonts included). Needs a document (`needs: 'dom'`).

export async function svgToPng(svg: string, width: number, height: number): Promise<Uint8Array> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image(width, height);
    image.src = url;
    await image.decode().catch(() => {
      throw new Error('The browser could not draw this SVG.');
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw on a canvas.');
    context.drawImage(image, 0, 0, width, height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    // A canvas this large may exceed the browser's memory for one image: toBlob then gives null.
    if (!blob) throw new Error(`The browser could not make a ${width}×${height} PNG; try a smaller size.`);
    return new Uint8Array(await blob.arrayBuffer());
  } finally {
    URL.revokeObjectURL(url);
  }
}
