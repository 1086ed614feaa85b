import { describe, expect, it } from 'vitest';
import { captureFileName, explainMediaError, formatElapsed, isNoDeviceError, pickRecordingType } from './media';

// Error names are those getUserMedia rejects with (W3C Media Capture and Streams §9.2, "getUserMedia").
const domError = (name: string) => new DOMException('raw browser message', name);

describe('explainMediaError', () => {
  it('says in plain words what each failure means and what to do', () => {
    expect(explainMediaError(domError('NotAllowedError'))).toMatch(/did not allow the camera.*allow the camera for this site/);
    expect(explainMediaError(domError('NotFoundError'))).toBe(
      'No camera was found. Connect a camera (or pick another one), then try again.',
    );
    expect(explainMediaError(domError('NotFoundError'), 'microphone')).toMatch(/record without the microphone/);
    expect(explainMediaError(domError('NotReadableError'))).toMatch(/another app or tab may be using it/);
    expect(explainMediaError(domError('SecurityError'))).toMatch(/secure \(https\) page/);
    expect(explainMediaError(new TypeError('boom'))).toBe('The camera could not be started (boom).');
  });

  it('tells a missing device from a refused or busy one', () => {
    expect(isNoDeviceError(domError('NotFoundError'))).toBe(true);
    expect(isNoDeviceError({ name: 'DevicesNotFoundError' })).toBe(true);
    for (const name of ['NotAllowedError', 'NotReadableError', 'OverconstrainedError', 'SecurityError'])
      expect(isNoDeviceError(domError(name)), name).toBe(false);
    expect(isNoDeviceError(new TypeError('boom'))).toBe(false);
  });
});

describe('recording helpers', () => {
  it('prefers VP9 with Opus and falls back to plain WebM', () => {
    expect(pickRecordingType(() => true)).toBe('video/webm;codecs=vp9,opus');
    expect(pickRecordingType((t) => t === 'video/webm')).toBe('video/webm');
    expect(pickRecordingType(() => false)).toBeUndefined();
  });

  it('formats the timer and file names', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(7_900)).toBe('0:07');
    expect(formatElapsed(750_000)).toBe('12:30');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(captureFileName('photo', new Date('2026-11-27T13:45:02.123Z'), 'png')).toBe('photo-2026-11-27-13-45-02.png');
  });
});
