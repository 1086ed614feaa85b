/** Spec tools.md §2: Import Diff takes .diff, .patch and .txt files. */
export const DIFF_FILE_TYPES = ['.diff', '.patch', '.txt'] as const;
/** A diff larger than this is no commit anyone reviews; the editor would also crawl. */
export const DIFF_FILE_MAX_BYTES = 5 * 1024 * 1024;

/** The message for a file Import Diff refuses, or null when it may be read. */
export function diffFileProblem({ name, size }: { name: string; size: number }): string | null {
  const lower = name.toLowerCase();
  if (!DIFF_FILE_TYPES.some((ext) => lower.endsWith(ext))) return `Import a .diff, .patch or .txt file ("${name}" is not one).`;
  if (size > DIFF_FILE_MAX_BYTES) return `"${name}" is ${(size / 1024 / 1024).toFixed(1)} MB: import a diff of at most 5 MB.`;
  return null;
}
