// Plain-words explanations of getUserMedia failures, the recorder's format, and file names.

const errorName = (error: unknown) =>
  error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
    ? String((error as { name: unknown }).name)
    : '';

/** getUserMedia found no device of the kind asked for (none connected, or none the browser may use). */
export function isNoDeviceError(error: unknown): boolean {
  return ['NotFoundError', 'DevicesNotFoundError'].includes(errorName(error));
}

/** What went wrong, for someone who does not know what a DOMException is (names from the Media Capture spec). */
export function explainMediaError(error: unknown, what: 'camera' | 'microphone' = 'camera'): string {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return `The browser did not allow the ${what}. To use it, allow the ${what} for this site (the camera or lock icon beside the address), then try again. Nothing was recorded or sent anywhere.`;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return what === 'camera'
        ? 'No camera was found. Connect a camera (or pick another one), then try again.'
        : 'No microphone was found. Connect one, or record without the microphone.';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return `The ${what} could not be started: another app or tab may be using it. Close it there, then try again.`;
    case 'SecurityError':
      return `The ${what} is only available on a secure (https) page.`;
    default:
      return `The ${what} could not be started${error instanceof Error && error.message ? ` (${error.message})` : ''}.`;
  }
}

/** Video formats in the order we prefer them; MediaRecorder picks none of these by itself in every browser. */
export const RECORDING_TYPES = [
  'video/webm;codecs=vp9,opus',
  'video/webm;codecs=vp8,opus',
  'video/webm;codecs=vp9',
  'video/webm;codecs=vp8',
  'video/webm',
] as const;

export function pickRecordingType(isTypeSupported: (type: string) => boolean): string | undefined {
  return RECORDING_TYPES.find((type) => isTypeSupported(type));
}

/** "0:07", "12:30", "1:02:03". */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** "photo-2026-11-27-13-45-02.png": sortable, no characters a file system refuses. */
export function captureFileName(kind: 'photo' | 'video', at: Date, extension: string): string {
  const stamp = at.toISOString().slice(0, 19).replace(/[T:]/g, '-');
  return `${kind}-${stamp}.${extension}`;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
