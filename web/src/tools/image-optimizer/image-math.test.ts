import { describe, expect, it } from 'vitest';
import {
  checkImageFile,
  clampQuality,
  downscaleSteps,
  encoderQuality,
  fitDimensions,
  formatBytes,
  MAX_FILE_BYTES,
  outputFileName,
  savings,
  uniqueFileNames,
} from './image-math';

describe('checkImageFile', () => {
  it('accepts images up to exactly 10 MB', () => {
    expect(() => checkImageFile({ name: 'a.png', type: 'image/png', size: MAX_FILE_BYTES })).not.toThrow();
    expect(() => checkImageFile({ name: 'b.heic', type: '', size: 10 })).toThrow('is not an image');
    expect(() => checkImageFile({ name: 'c.JPG', type: '', size: 10 })).not.toThrow();
  });

  it('refuses files over 10 MB, naming the file', () => {
    expect(() => checkImageFile({ name: 'huge.png', type: 'image/png', size: MAX_FILE_BYTES + 1 })).toThrow(
      '"huge.png" is 10.0 MB, over the 10 MB limit per image.',
    );
    expect(() => checkImageFile({ name: 'raw.jpg', type: 'image/jpeg', size: 25 * 1024 * 1024 })).toThrow(
      '"raw.jpg" is 25.0 MB, over the 10 MB limit',
    );
  });

  it('refuses non-images, naming the file', () => {
    expect(() => checkImageFile({ name: 'notes.txt', type: 'text/plain', size: 12 })).toThrow('"notes.txt" is not an image.');
    expect(() => checkImageFile({ name: 'fake.png', type: 'application/pdf', size: 12 })).toThrow('"fake.png" is not an image.');
  });
});

describe('quality', () => {
  it('clamps to 10..100 and falls back to 80', () => {
    expect(clampQuality(80)).toBe(80);
    expect(clampQuality(5)).toBe(10);
    expect(clampQuality('150')).toBe(100);
    expect(clampQuality('72.6')).toBe(73);
    expect(clampQuality('abc')).toBe(80);
    expect(clampQuality('')).toBe(80);
  });

  it('gives the encoder 0..1 for lossy formats and nothing for PNG', () => {
    expect(encoderQuality({ format: 'jpeg', quality: 80 })).toBe(0.8);
    expect(encoderQuality({ format: 'webp', quality: 3 })).toBe(0.1);
    expect(encoderQuality({ format: 'png', quality: 80 })).toBeUndefined();
  });
});

describe('fitDimensions', () => {
  it('keeps the aspect ratio inside the max box', () => {
    expect(fitDimensions({ width: 4000, height: 3000, maxWidth: 1920 })).toEqual({ width: 1920, height: 1440 });
    expect(fitDimensions({ width: 4000, height: 3000, maxHeight: 600 })).toEqual({ width: 800, height: 600 });
    // The tighter limit wins.
    expect(fitDimensions({ width: 4000, height: 3000, maxWidth: 1000, maxHeight: 1000 })).toEqual({ width: 1000, height: 750 });
    expect(fitDimensions({ width: 1000, height: 3000, maxWidth: 1000, maxHeight: 1000 })).toEqual({ width: 333, height: 1000 });
  });

  it('never enlarges', () => {
    expect(fitDimensions({ width: 640, height: 480, maxWidth: 1920, maxHeight: 1080 })).toEqual({ width: 640, height: 480 });
    expect(fitDimensions({ width: 640, height: 480 })).toEqual({ width: 640, height: 480 });
    expect(fitDimensions({ width: 640, height: 480, maxWidth: 0 })).toEqual({ width: 640, height: 480 });
  });

  it('caps each side on its own when the aspect ratio is not kept', () => {
    expect(fitDimensions({ width: 4000, height: 3000, maxWidth: 1000, maxHeight: 1000, keepAspectRatio: false })).toEqual({
      width: 1000,
      height: 1000,
    });
    expect(fitDimensions({ width: 4000, height: 300, maxWidth: 1000, maxHeight: 1000, keepAspectRatio: false })).toEqual({
      width: 1000,
      height: 300,
    });
  });

  it('keeps at least one pixel and refuses nonsense', () => {
    expect(fitDimensions({ width: 5000, height: 2, maxWidth: 100 })).toEqual({ width: 100, height: 1 });
    expect(() => fitDimensions({ width: 0, height: 10 })).toThrow('The image has no size');
    expect(() => fitDimensions({ width: 10, height: 10, maxWidth: -5 })).toThrow('Max width must be a positive number of pixels');
  });
});

describe('downscaleSteps', () => {
  it('halves until within 2× of the target, then lands on it', () => {
    expect(downscaleSteps({ from: { width: 4000, height: 3000 }, to: { width: 400, height: 300 } })).toEqual([
      { width: 2000, height: 1500 },
      { width: 1000, height: 750 },
      { width: 500, height: 375 },
      { width: 400, height: 300 },
    ]);
    expect(downscaleSteps({ from: { width: 800, height: 600 }, to: { width: 800, height: 600 } })).toEqual([
      { width: 800, height: 600 },
    ]);
  });
});

describe('sizes and names', () => {
  it('computes the saving and its percentage', () => {
    expect(savings({ before: 1000, after: 250 })).toEqual({ bytes: 750, percent: 75 });
    expect(savings({ before: 3000, after: 1000 })).toEqual({ bytes: 2000, percent: 66.7 });
    expect(savings({ before: 1000, after: 1200 })).toEqual({ bytes: -200, percent: -20 });
    expect(savings({ before: 0, after: 10 })).toEqual({ bytes: 0, percent: 0 });
  });

  it('formats bytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(10 * 1024 * 1024)).toBe('10.0 MB');
  });

  it('names the output after the input with the new extension', () => {
    expect(outputFileName({ name: 'holiday photo.png', format: 'webp' })).toBe('holiday photo.webp');
    expect(outputFileName({ name: 'scan.final.JPEG', format: 'jpeg' })).toBe('scan.final.jpg');
    expect(outputFileName({ name: 'noext', format: 'png' })).toBe('noext.png');
  });

  it('makes ZIP entry names unique, ignoring case', () => {
    expect(uniqueFileNames(['x', 'x', 'y.png'])).toEqual(['x', 'x (2)', 'y.png']);
    expect(uniqueFileNames(['a.jpg', 'b.jpg', 'a.jpg', 'A.jpg', 'a.jpg'])).toEqual([
      'a.jpg',
      'b.jpg',
      'a (2).jpg',
      'A (3).jpg',
      'a (4).jpg',
    ]);
  });
});
