/**
 * What the output box shows. Browsers lay out a textarea's whole text at once (100 KB took a 300 ms
 * main-thread task on a busy machine), so a result up to 100 KB is shown whole and of a longer one
 * only its first 20 KB, cut at a line end. Copy, Download and Share always use the full text.
 */
export const OUTPUT_SHOWN_WHOLE = 100_000;
export const OUTPUT_HEAD = 20_000;

export function previewOf(output: string): string {
  if (output.length <= OUTPUT_SHOWN_WHOLE) return output;
  const lineEnd = output.lastIndexOf('\n', OUTPUT_HEAD);
  return output.slice(0, lineEnd > 0 ? lineEnd : OUTPUT_HEAD);
}
