/** Writes text to the clipboard; a failure is logged, never shown (spec: tools.md §2). */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch (err) {
    console.warn('Clipboard write failed', err);
    return false;
  }
}
