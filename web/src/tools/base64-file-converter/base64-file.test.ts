// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cli, cliBytes } from '@/test-support/oracles';
import { decodeFile, encodeFile } from './base64-file';
import { sniffFileType } from './file-types';

// Oracle: coreutils base64 (encoding with -w0 and -w76, decoding with -d), on files of every size
// class, and the magic numbers of real files made by standard tools (gzip, python's zlib for PNG).
const files: [string, Buffer][] = [
  ['empty', Buffer.alloc(0)],
  ['one byte', Buffer.from([0xff])],
  ['two bytes', Buffer.from([0xfb, 0xff])],
  ['random 100 KB', randomBytes(100 * 1024)],
  ['text', Buffer.from('Hello, 世界 😀\n')],
];

describe('file ↔ Base64 against coreutils base64', () => {
  it.each(files)('%s', (_name, bytes) => {
    expect(encodeFile(bytes)).toBe(cli('base64', ['-w0'], bytes));
    expect(encodeFile(bytes, { wrap: 76 })).toBe(cli('base64', ['-w76'], bytes).replace(/\n$/, ''));
    const ours = encodeFile(bytes);
    expect(cliBytes('base64', ['-d'], ours).equals(bytes)).toBe(true);
    expect(Buffer.from(decodeFile(cli('base64', [], bytes)).bytes).equals(bytes)).toBe(true);
  });

  it('data URLs carry the detected type and decode back (RFC 2397)', () => {
    const gz = cliBytes('gzip', ['-c'], 'x');
    const url = encodeFile(gz, { dataUrl: true });
    expect(url).toBe(`data:application/gzip;base64,${cli('base64', ['-w0'], gz)}`);
    const decoded = decodeFile(url);
    expect(Buffer.from(decoded.bytes).equals(gz)).toBe(true);
    expect(decoded).toMatchObject({ mime: 'application/gzip', extension: 'gz', fromDataUrl: true });
    expect(decodeFile('data:,Hello%2C%20World!')).toMatchObject({
      mime: 'text/plain',
      bytes: new TextEncoder().encode('Hello, World!'),
    });
    expect(encodeFile(Buffer.from('x'), { dataUrl: true, mime: 'text/csv' })).toBe('data:text/csv;base64,eA==');
  });

  it('accepts URL-safe Base64 and missing padding; refuses the rest with the reason', () => {
    const bytes = Buffer.from([0xfb, 0xef, 0xff]);
    expect(Buffer.from(decodeFile('--__').bytes).equals(bytes)).toBe(true);
    expect(Buffer.from(decodeFile('+++/').bytes)).toEqual(Buffer.from([0xfb, 0xef, 0xbf]));
    expect(Buffer.from(decodeFile('eA').bytes).toString()).toBe('x');
    expect(() => decodeFile('ab*c')).toThrow('"*" is not a Base64 character (at 3)');
    expect(() => decodeFile('abcde')).toThrow('length or padding is wrong');
  });
});

describe('file types from magic numbers', () => {
  it('recognises PNG, JPEG, GIF, PDF, gzip, ZIP, WebP, SVG and text', () => {
    const png = Buffer.from(
      cli('/usr/bin/python3', [
        '-c',
        "import zlib,struct,base64\ndef c(t,d): return struct.pack('>I',len(d))+t+d+struct.pack('>I',zlib.crc32(t+d))\nprint(base64.b64encode(b'\\x89PNG\\r\\n\\x1a\\n'+c(b'IHDR',struct.pack('>IIBBBBB',1,1,8,6,0,0,0))+c(b'IDAT',zlib.compress(b'\\x00\\xff\\x00\\x00\\xff'))+c(b'IEND',b'')).decode())",
      ]).trim(),
      'base64',
    );
    const cases: [Buffer, string][] = [
      [png, 'image/png'],
      [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]), 'image/jpeg'],
      [Buffer.from('GIF89a'), 'image/gif'],
      [Buffer.from('%PDF-1.7\n'), 'application/pdf'],
      [cliBytes('gzip', ['-c'], 'x'), 'application/gzip'],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]), 'application/zip'],
      [Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '), 'image/webp'],
      [Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [Buffer.from('{"a":1}'), 'application/json'],
      [Buffer.from('plain words'), 'text/plain'],
      [Buffer.from([0, 1, 2, 3, 250]), 'application/octet-stream'],
    ];
    for (const [bytes, mime] of cases) expect(sniffFileType(bytes).mime).toBe(mime);
  });
});
