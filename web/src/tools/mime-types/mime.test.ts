// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { extensionOf, extensionsForTypes, mimeIndex, searchTypes, typesForExtensions } from './mime';

// The oracle: Python's mimetypes module with its built-in table only (no /etc/mime.types, so the
// answer does not depend on the machine).
const python = (script: string, input: unknown) =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { input: JSON.stringify(input), encoding: 'utf8' }));
const pyTypes = `
import sys, json, mimetypes
m = mimetypes.MimeTypes(filenames=())
print(json.dumps({e: m.guess_type('file.' + e)[0] for e in json.load(sys.stdin)}))
`;
const pyExtensions = `
import sys, json, mimetypes
m = mimetypes.MimeTypes(filenames=())
print(json.dumps({t: m.guess_all_extensions(t) for t in json.load(sys.stdin)}))
`;

const common = [
  'html',
  'htm',
  'css',
  'json',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'svg',
  'pdf',
  'zip',
  'txt',
  'csv',
  'mp3',
  'wasm',
  'tar',
  'doc',
  'xls',
  'ppt',
  'avif',
  'bmp',
  'tif',
  'tiff',
  'sh',
  'mp4',
  'mpeg',
  'mov',
  'webm',
  'ogg',
  'webp',
  'woff',
  'woff2',
  'ttf',
  'otf',
  'ics',
  'gz',
  'rtf',
  'epub',
  'jar',
  'apk',
  'md',
  'yaml',
  'xml',
  'js',
  'mjs',
  'wav',
];
// Where mime-db's usual type is not Python's, and why mime-db is right for the web.
const differs: Record<string, string> = {
  js: 'text/javascript', // RFC 9239 made text/javascript the one type; Python 3.11 still says application/javascript
  mjs: 'text/javascript',
  wav: 'audio/wav', // IANA registers audio/wav; audio/x-wav is the old unregistered name
};

describe('MIME types against Python mimetypes', () => {
  it('gives the type Python gives for common extensions', async () => {
    const expected = python(pyTypes, common) as Record<string, string | null>;
    const ours = (await typesForExtensions(common.join('\n'))).split('\n').map((line) => line.split(': ')[1]);
    common.forEach((ext, i) => {
      const want = differs[ext] ?? expected[ext];
      if (want === null)
        expect(ours[i], ext).not.toMatch(/no registered type/); // Python lacks it; mime-db has it
      else expect(`${ext}: ${ours[i]}`).toBe(`${ext}: ${want}`);
    });
  });

  it("lists every extension Python knows for a type among the type's extensions", async () => {
    const typesToCheck = [
      'text/html',
      'image/jpeg',
      'image/tiff',
      'application/pdf',
      'text/plain',
      'image/svg+xml',
      'audio/mpeg',
      'video/mpeg',
      'application/json',
    ];
    const expected = python(pyExtensions, typesToCheck) as Record<string, string[]>;
    const out = (await extensionsForTypes(typesToCheck.join('\n'))).split('\n');
    typesToCheck.forEach((type, i) => {
      const listed = out[i]!.split('; ')[0]!.split(': ')[1]!.split(' ');
      // mime-db drops a few historical aliases Python keeps (.ksh, .bat as text/plain…).
      const known = expected[type]!.filter((e) => !['.ksh', '.bat', '.c', '.h', '.pl', '.srt', '.mpa'].includes(e));
      expect(listed, type).toEqual(expect.arrayContaining(known));
    });
  });
});

describe('MIME lookups', () => {
  it('reads file names and paths, and says when nothing is registered', async () => {
    expect(extensionOf('/img/Photo.JPG?size=2#x')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('C:\\docs\\notes.md')).toBe('md');
    expect(await typesForExtensions('data.nosuchext')).toBe('data.nosuchext: no registered type (use application/octet-stream)');
    expect(await typesForExtensions('mp4', { all: true })).toBe('mp4: video/mp4, application/mp4');
  });

  it('reads types with parameters and refuses what is not a type', async () => {
    expect(await extensionsForTypes('Text/HTML; charset=utf-8')).toMatch(
      /^text\/html: \.html \.htm \.shtml; source: IANA; compressible$/,
    );
    expect(await extensionsForTypes('not a type')).toBe('not a type: not a MIME type (type/subtype)');
    expect(await extensionsForTypes('image/nope')).toBe('image/nope: not in the database');
    await expect(extensionsForTypes('\n')).rejects.toThrow('Enter MIME types, one a line');
  });

  it('searches names and extensions, with a limit', async () => {
    expect(await searchTypes('.woff2')).toBe('font/woff2  (.woff2)');
    const all = (await searchTypes('vnd', 5)).split('\n');
    expect(all).toHaveLength(6);
    expect(all[5]).toMatch(/^… and \d+ more: refine the search$/);
    await expect(searchTypes('zzzzqq')).rejects.toThrow('No MIME type or extension contains "zzzzqq"');
    expect((await mimeIndex()).types['application/json']?.source).toBe('iana');
  });
});
