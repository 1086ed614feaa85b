// @vitest-environment node
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { opensslWorkdir } from '@/test-support/oracles';
import { pdfSignatureCheck } from './operations';
import { checkPdfSignatures, pdfDate } from './pdf-signatures';
import { signedPdf } from './test-pdf';

// The oracle: openssl makes the keys, the certificates and the CMS signature (openssl cms -sign
// over the PDF's byte range) and says whether the signature verifies (openssl cms -verify); a
// tampered copy must fail for both.

const { dir, at, openssl, request, issue } = opensslWorkdir('pdfsig-');

/** The CMS DER in a zero-padded /Contents hex string: as long as its outer SEQUENCE says. */
function cmsDer(hex: string): Buffer {
  const bytes = Buffer.from(hex, 'hex');
  const count = bytes[1]! & 0x80 ? bytes[1]! & 0x7f : 0;
  const length = count ? bytes.subarray(2, 2 + count).reduce((n, b) => n * 256 + b, 0) : bytes[1]!;
  return bytes.subarray(0, 2 + count + length);
}

/** openssl's verdict on a PDF signature: the CMS in /Contents against the bytes of /ByteRange. */
function opensslVerifies(pdf: Uint8Array, byteRange: number[], caFile: string): boolean {
  const [a, b, c, d] = byteRange as [number, number, number, number];
  const text = Buffer.from(pdf).toString('latin1');
  fs.writeFileSync(at('sig.der'), cmsDer(text.slice(a + b + 1, c - 1)));
  fs.writeFileSync(at('content.bin'), Buffer.concat([pdf.subarray(a, a + b), pdf.subarray(c, c + d)]));
  const result = spawnSync(
    'openssl',
    [
      'cms',
      '-verify',
      '-binary',
      '-inform',
      'DER',
      '-in',
      'sig.der',
      '-content',
      'content.bin',
      '-CAfile',
      caFile,
      '-purpose',
      'any',
      '-out',
      '/dev/null',
    ],
    { cwd: dir },
  );
  return result.status === 0;
}

function sign(pdfWithPlaceholder: Uint8Array, signer: string, extra: string[] = []): Uint8Array {
  return signedPdf(pdfWithPlaceholder, (content) => {
    fs.writeFileSync(at('to-sign.bin'), content);
    openssl(
      'cms',
      '-sign',
      '-binary',
      '-in',
      'to-sign.bin',
      '-signer',
      `${signer}.pem`,
      '-inkey',
      `${signer}.key`,
      '-outform',
      'DER',
      '-out',
      'cms.der',
      '-nosmimecap',
      ...extra,
    );
    return fs.readFileSync(at('cms.der'));
  });
}

beforeAll(() => {
  // A root, an intermediate and two signers: RSA (signed by the intermediate) and ECDSA P-256 (self-signed).
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:2048',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '3650',
    '-subj',
    '/O=PDF Test/CN=PDF Test Root',
    '-addext',
    'keyUsage=critical,keyCertSign',
  );
  request('int', 'P-256', '/O=PDF Test/CN=PDF Test Intermediate');
  issue('int', 'root', 1825, 'basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign\n');
  request('ada', 'rsa:2048', '/O=PDF Test/CN=Ada Lovelace');
  issue('ada', 'int', 365, 'keyUsage=critical,digitalSignature,nonRepudiation\n');
  fs.writeFileSync(at('chain.pem'), fs.readFileSync(at('int.pem'), 'utf8') + fs.readFileSync(at('root.pem'), 'utf8'));
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ec',
    '-pkeyopt',
    'ec_paramgen_curve:P-256',
    '-nodes',
    '-keyout',
    'grace.key',
    '-out',
    'grace.pem',
    '-days',
    '30',
    '-subj',
    '/CN=Grace Hopper',
  );
}, 120_000);

const placeholderPdf = () =>
  signedPdf.placeholder({
    fieldName: 'Approval',
    name: 'Ada Lovelace',
    reason: 'I approve',
    location: 'London',
    time: 'D:20261127093000Z',
  });

describe('PDFs signed with openssl cms', { timeout: 60_000 }, () => {
  it('an RSA signature with its chain: intact, valid, chain to the root in the file; openssl agrees', async () => {
    const pdf = sign(placeholderPdf(), 'ada', ['-certfile', 'chain.pem', '-md', 'sha256']);
    const { signatures } = await checkPdfSignatures(pdf);
    expect(signatures).toHaveLength(1);
    const [sig] = signatures;
    expect(sig).toMatchObject({
      fieldName: 'Approval',
      subFilter: 'adbe.pkcs7.detached',
      name: 'Ada Lovelace',
      reason: 'I approve',
      location: 'London',
      claimedTime: '2026-11-27T09:30:00.000Z',
      digestAlgorithm: 'SHA-256',
      intact: true,
      signatureValid: true,
      chainStatus: 'root-included',
      bytesAfter: 0,
      certificatesInFile: 3,
      problems: [],
    });
    expect(sig!.chain.map((c) => c.commonName)).toEqual(['Ada Lovelace', 'PDF Test Intermediate', 'PDF Test Root']);
    expect(sig!.signer!.sha256.replace(/:/g, '')).toBe(
      openssl('x509', '-in', 'ada.pem', '-noout', '-fingerprint', '-sha256').trim().replace(/^.*=/, '').replace(/:/g, ''),
    );
    // The signingTime attribute openssl wrote: now, give or take.
    expect(Math.abs(Date.parse(sig!.signingTime!) - Date.now())).toBeLessThan(10 * 60_000);
    expect(opensslVerifies(pdf, sig!.byteRange, at('root.pem'))).toBe(true);
  });

  it('a byte changed after signing: not intact, and openssl fails it too', async () => {
    const pdf = sign(placeholderPdf(), 'ada', ['-certfile', 'chain.pem']);
    const tampered = Uint8Array.from(pdf);
    const where = Buffer.from(tampered).indexOf('Hello, signed world');
    tampered[where] = 'J'.charCodeAt(0);
    const [sig] = (await checkPdfSignatures(tampered)).signatures;
    expect(sig!.intact).toBe(false);
    // The signer did sign the attributes (with the old digest): only the document changed.
    expect(sig!.signatureValid).toBe(true);
    expect(opensslVerifies(tampered, sig!.byteRange, at('root.pem'))).toBe(false);
    expect(opensslVerifies(pdf, sig!.byteRange, at('root.pem'))).toBe(true);
  });

  it('an ECDSA self-signed signer with SHA-384, and bytes appended later', async () => {
    const pdf = sign(placeholderPdf(), 'grace', ['-md', 'sha384']);
    const appended = new Uint8Array([...pdf, ...new TextEncoder().encode('\n% a later revision\n')]);
    const [sig] = (await checkPdfSignatures(appended)).signatures;
    expect(sig).toMatchObject({
      digestAlgorithm: 'SHA-384',
      intact: true,
      signatureValid: true,
      chainStatus: 'root-included',
      bytesAfter: 20,
    });
    expect(sig!.signer!.commonName).toBe('Grace Hopper');
    expect(opensslVerifies(pdf, sig!.byteRange, at('grace.pem'))).toBe(true);
  });

  it('a signer whose issuers are not in the file: the chain is incomplete', async () => {
    const pdf = sign(placeholderPdf(), 'ada');
    const [sig] = (await checkPdfSignatures(pdf)).signatures;
    expect(sig).toMatchObject({ intact: true, signatureValid: true, chainStatus: 'incomplete', certificatesInFile: 1 });
  });

  it('a signature value altered: not valid, and openssl fails it too', async () => {
    const pdf = sign(placeholderPdf(), 'ada', ['-certfile', 'chain.pem']);
    const [original] = (await checkPdfSignatures(pdf)).signatures;
    // The signature value is the last field of the CMS: change a byte just before its end.
    const contentsStart = original!.byteRange[1] + 1;
    const der = cmsDer(
      Buffer.from(pdf)
        .toString('latin1')
        .slice(contentsStart, original!.byteRange[2] - 1),
    );
    const altered = Uint8Array.from(pdf);
    const digit = contentsStart + der.length * 2 - 6;
    altered[digit] = altered[digit] === 0x61 ? 0x62 : 0x61;
    const [sig] = (await checkPdfSignatures(altered)).signatures;
    expect(sig).toMatchObject({ intact: true, signatureValid: false });
    expect(opensslVerifies(altered, sig!.byteRange, at('root.pem'))).toBe(false);
  });
});

describe('messages and edge cases', () => {
  it('not a PDF, no signatures, an empty signature field', async () => {
    await expect(checkPdfSignatures(new TextEncoder().encode('hello'))).rejects.toThrow('This is not a PDF');
    const unsigned = new TextEncoder().encode(
      '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect((await checkPdfSignatures(unsigned)).signatures).toEqual([]);
    const [empty] = (await checkPdfSignatures(placeholderPdf())).signatures;
    expect(empty!.problems[0]).toBe('This signature field was never signed: its byte range is still a placeholder');
  });

  it('PDF dates', () => {
    expect(pdfDate("D:20261127103000+01'00'")).toBe('2026-11-27T09:30:00.000Z');
    expect(pdfDate('D:2026')).toBe('2026-01-01T00:00:00.000Z');
    expect(pdfDate('yesterday')).toBeNull();
  });

  it('the operation reads a signed file', async () => {
    const pdf = sign(placeholderPdf(), 'ada', ['-certfile', 'chain.pem']);
    const out = (await runOperation(pdfSignatureCheck, tag('bytes', pdf))).value as { signatures: { intact: boolean }[] };
    expect(out.signatures[0]!.intact).toBe(true);
  });
});
