// The signatures in a PDF (ISO 32000 §12.8): each signature dictionary's /ByteRange says which
// bytes were signed and /Contents holds a CMS SignedData (RFC 5652) over them. Signature
// dictionaries are direct objects outside object streams (their byte offsets must be fixed), so
// they are found in the file's bytes without a full PDF parser. The CMS is read with pkijs, the
// certificates with @peculiar/x509, and every check is WebCrypto.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import * as pkijs from 'pkijs';
import { bytesToHex, concatBytes, equalBytes } from '../../engines/crypto/encoding';
import { signedBy, verifySignature, type SignatureAlgorithm } from '../../engines/crypto/signature';

export type CertificateSummary = {
  subject: string;
  commonName: string;
  issuer: string;
  serialNumber: string;
  notBefore: string;
  notAfter: string;
  selfSigned: boolean;
  sha256: string;
};

export type ChainStatus = 'root-included' | 'incomplete';

export type PdfSignature = {
  /** 1-based, in the order the signatures appear in the file. */
  index: number;
  fieldName: string | null;
  subFilter: string | null;
  /** What the signature dictionary claims (/Name, /M, /Reason, /Location): not signed themselves. */
  name: string | null;
  claimedTime: string | null;
  reason: string | null;
  location: string | null;
  byteRange: [number, number, number, number];
  /** Bytes added after the signed range (a later revision, perhaps other signatures). */
  bytesAfter: number;
  digestAlgorithm: string;
  /** The signingTime attribute of the CMS, signed with the rest. */
  signingTime: string | null;
  /** The signed bytes still hash to the digest the signer signed. */
  intact: boolean;
  /** The signer's certificate made the signature. */
  signatureValid: boolean;
  signer: CertificateSummary | null;
  /** Signer first, then each issuer found in the file. */
  chain: CertificateSummary[];
  chainStatus: ChainStatus;
  certificatesInFile: number;
  problems: string[];
};

export type PdfSignatureReport = { signatures: PdfSignature[]; fileSize: number };

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  messageDigest: '1.2.840.113549.1.9.4',
  signingTime: '1.2.840.113549.1.9.5',
};

const digests: Record<string, 'SHA-1' | 'SHA-256' | 'SHA-384' | 'SHA-512'> = {
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};

/** WebCrypto's name for a signer info's signature algorithm (some signers name only the key type). */
function signatureAlgorithmFor(oid: string, digest: string): SignatureAlgorithm | null {
  const hash = { name: digest };
  switch (oid) {
    case '1.2.840.113549.1.1.1':
      return { name: 'RSASSA-PKCS1-v1_5', hash };
    case '1.2.840.113549.1.1.5':
      return { name: 'RSASSA-PKCS1-v1_5', hash: { name: 'SHA-1' } };
    case '1.2.840.113549.1.1.11':
      return { name: 'RSASSA-PKCS1-v1_5', hash: { name: 'SHA-256' } };
    case '1.2.840.113549.1.1.12':
      return { name: 'RSASSA-PKCS1-v1_5', hash: { name: 'SHA-384' } };
    case '1.2.840.113549.1.1.13':
      return { name: 'RSASSA-PKCS1-v1_5', hash: { name: 'SHA-512' } };
    case '1.2.840.10045.2.1':
      return { name: 'ECDSA', hash };
    case '1.2.840.10045.4.3.2':
      return { name: 'ECDSA', hash: { name: 'SHA-256' } };
    case '1.2.840.10045.4.3.3':
      return { name: 'ECDSA', hash: { name: 'SHA-384' } };
    case '1.2.840.10045.4.3.4':
      return { name: 'ECDSA', hash: { name: 'SHA-512' } };
    case '1.3.101.112':
      return { name: 'Ed25519' };
    default:
      return null;
  }
}

// ─── Reading the file's bytes ────────────────────────────────────────────────────────────

/** Bytes as one char per byte, so string offsets are byte offsets. */
function byteString(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return out;
}

/** A PDF string at `at`: literal "(…)" with its escapes, or hex "<…>"; UTF-16 when it starts with a BOM. */
function readPdfString(text: string, at: number): string | null {
  let bytes: number[] = [];
  if (text[at] === '(') {
    let depth = 0;
    for (let i = at; i < text.length; i++) {
      const c = text[i]!;
      if (c === '\\') {
        const next = text[++i]!;
        const escapes: Record<string, number> = { n: 10, r: 13, t: 9, b: 8, f: 12, '(': 40, ')': 41, '\\': 92 };
        if (next in escapes) bytes.push(escapes[next]!);
        else if (/[0-7]/.test(next)) {
          const octal = /^[0-7]{1,3}/.exec(text.slice(i, i + 3))![0];
          bytes.push(parseInt(octal, 8) & 0xff);
          i += octal.length - 1;
        } else if (next === '\r' || next === '\n') {
          if (next === '\r' && text[i + 1] === '\n') i++;
        } else bytes.push(next.charCodeAt(0));
        continue;
      }
      if (c === '(' && depth++ === 0) continue;
      if (c === ')' && --depth === 0) break;
      bytes.push(c.charCodeAt(0));
    }
  } else if (text[at] === '<') {
    const end = text.indexOf('>', at);
    const hex = text.slice(at + 1, end).replace(/\s+/g, '');
    bytes = (hex.length % 2 ? `${hex}0` : hex).match(/../g)?.map((h) => parseInt(h, 16)) ?? [];
  } else return null;
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(Uint8Array.from(bytes.slice(2)));
  return String.fromCharCode(...bytes);
}

/** The value of `/Key` in a dictionary's text: a name, or a string. */
function entry(dict: string, key: string): string | null {
  const match = new RegExp(`/${key}\\s*([/(<])`).exec(dict);
  if (!match) return null;
  const at = match.index + match[0].length - 1;
  if (match[1] === '/') return /^\/([^\s/<>[\]()]+)/.exec(dict.slice(at))?.[1] ?? null;
  return readPdfString(dict, at);
}

/** The text of the indirect object around `position`, and its object number. */
function objectAround(text: string, position: number): { number: number | null; text: string } {
  const before = text.slice(Math.max(0, position - 65_536), position);
  const headers = [...before.matchAll(/(\d+)\s+(\d+)\s+obj\b/g)];
  const last = headers.at(-1);
  const start = last ? position - before.length + last.index : position;
  const end = text.indexOf('endobj', position);
  return { number: last ? Number(last[1]) : null, text: text.slice(start, end < 0 ? text.length : end) };
}

/** The name (/T) of the signature field whose value (/V) is object `number`. */
function fieldNameOf(text: string, number: number | null): string | null {
  if (number === null) return null;
  const reference = new RegExp(`/V\\s+${number}\\s+\\d+\\s+R\\b`, 'g');
  for (const match of text.matchAll(reference)) {
    const name = entry(objectAround(text, match.index).text, 'T');
    if (name !== null) return name;
  }
  return null;
}

/** "D:20261127093000+01'00'" → ISO 8601 (UTC). */
export function pdfDate(value: string | null): string | null {
  if (!value) return null;
  const m = /^D:(\d{4})(\d{2})?(\d{2})?(\d{2})?(\d{2})?(\d{2})?(?:([Zz+-])(\d{2})?'?(\d{2})?'?)?/.exec(value.trim());
  if (!m) return null;
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', sign, oh = '00', om = '00'] = m;
  const offset = sign === '+' || sign === '-' ? `${sign}${oh}:${om}` : 'Z';
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}${offset}`);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

// ─── Certificates and CMS ────────────────────────────────────────────────────────────────

async function summary(cert: x509.X509Certificate): Promise<CertificateSummary> {
  const sha256 = new Uint8Array(await crypto.subtle.digest('SHA-256', Uint8Array.from(new Uint8Array(cert.rawData))));
  return {
    subject: cert.subject,
    commonName: cert.subjectName.getField('CN')[0] ?? cert.subject,
    issuer: cert.issuer,
    serialNumber: cert.serialNumber.toUpperCase(),
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    selfSigned: cert.subject === cert.issuer && (await signedBy(cert, cert)),
    sha256: bytesToHex(sha256, ':').toUpperCase(),
  };
}

function findSigner(signerInfo: pkijs.SignerInfo, certs: x509.X509Certificate[]): x509.X509Certificate | null {
  const sid = signerInfo.sid as pkijs.IssuerAndSerialNumber | { valueBlock: { valueHexView: Uint8Array } };
  if (sid instanceof pkijs.IssuerAndSerialNumber) {
    const serial = bytesToHex(sid.serialNumber.valueBlock.valueHexView).replace(/^(00)+(?=.)/, '');
    return certs.find((c) => c.serialNumber.toLowerCase().replace(/^(00)+(?=.)/, '') === serial) ?? null;
  }
  const keyId = bytesToHex(sid.valueBlock.valueHexView);
  return certs.find((c) => c.getExtension(x509.SubjectKeyIdentifierExtension)?.keyId.toLowerCase() === keyId) ?? null;
}

/** Signer first, then each issuer among the certificates, up to a self-signed root when the file has one. */
async function buildChain(
  signer: x509.X509Certificate,
  certs: x509.X509Certificate[],
): Promise<{ chain: x509.X509Certificate[]; status: ChainStatus }> {
  const chain = [signer];
  for (;;) {
    const current = chain.at(-1)!;
    if (current.subject === current.issuer && (await signedBy(current, current))) return { chain, status: 'root-included' };
    let parent: x509.X509Certificate | null = null;
    for (const candidate of certs)
      if (!chain.includes(candidate) && candidate.subject === current.issuer && (await signedBy(current, candidate))) {
        parent = candidate;
        break;
      }
    if (!parent) return { chain, status: 'incomplete' };
    chain.push(parent);
  }
}

async function digest(algorithm: string, data: Uint8Array): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest(algorithm, Uint8Array.from(data)));
}

async function checkSignature(
  index: number,
  file: Uint8Array,
  text: string,
  byteRange: [number, number, number, number],
  position: number,
): Promise<PdfSignature> {
  const [a, b, c, d] = byteRange;
  const dictionary = objectAround(text, position);
  const subFilter = entry(dictionary.text, 'SubFilter');
  const base = {
    index,
    fieldName: fieldNameOf(text, dictionary.number),
    subFilter,
    name: entry(dictionary.text, 'Name'),
    claimedTime: pdfDate(entry(dictionary.text, 'M')),
    reason: entry(dictionary.text, 'Reason'),
    location: entry(dictionary.text, 'Location'),
    byteRange,
    bytesAfter: file.length - (c + d),
  };
  const unreadable = (problem: string): PdfSignature => ({
    ...base,
    digestAlgorithm: '',
    signingTime: null,
    intact: false,
    signatureValid: false,
    signer: null,
    chain: [],
    chainStatus: 'incomplete',
    certificatesInFile: 0,
    problems: [problem],
  });

  if (b === 0 || c === 0) return unreadable('This signature field was never signed: its byte range is still a placeholder');
  if (a !== 0 || a + b > c || c + d > file.length)
    return unreadable(
      `Its byte range [${byteRange.join(' ')}] does not fit this file (${file.length} bytes): the file was cut or rewritten`,
    );
  const contents = text.slice(a + b, c).trim();
  if (!/^<[0-9A-Fa-f\s]*>$/.test(contents))
    return unreadable('Its byte range does not leave out exactly the /Contents of the signature');
  if (subFilter === 'adbe.x509.rsa_sha1')
    return unreadable('It uses adbe.x509.rsa_sha1 (a bare PKCS#1 signature), which this checker does not read');

  const hex = contents.slice(1, -1).replace(/\s+/g, '');
  const der = Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
  let signedData: pkijs.SignedData;
  try {
    const info = pkijs.ContentInfo.fromBER(der);
    if (info.contentType !== OID.signedData) return unreadable('Its /Contents is CMS, but not SignedData');
    signedData = new pkijs.SignedData({ schema: info.content });
  } catch {
    return unreadable('Its /Contents is not a CMS signature (or it is empty: an unsigned signature field)');
  }
  const signerInfo = signedData.signerInfos[0];
  if (!signerInfo) return unreadable('Its CMS signature has no signer');

  const signedBytes = concatBytes(file.subarray(a, a + b), file.subarray(c, c + d));
  const digestAlgorithm = digests[signerInfo.digestAlgorithm.algorithmId] ?? signerInfo.digestAlgorithm.algorithmId;
  const problems: string[] = [];
  const certs = (signedData.certificates ?? [])
    .filter((cert): cert is pkijs.Certificate => cert instanceof pkijs.Certificate)
    .map((cert) => new x509.X509Certificate(Uint8Array.from(new Uint8Array(cert.toSchema().toBER(false)))));

  // adbe.pkcs7.sha1 signs the SHA-1 of the byte range as encapsulated content; the detached forms sign the bytes.
  const encapsulated = signedData.encapContentInfo.eContent?.valueBlock.valueHexView;
  let content: Uint8Array = signedBytes;
  let intact = true;
  if (encapsulated && encapsulated.length > 0) {
    content = new Uint8Array(encapsulated);
    intact = equalBytes(await digest('SHA-1', signedBytes), content);
  }
  const attributes = signerInfo.signedAttrs?.attributes ?? [];
  const messageDigest = attributes.find((attr) => attr.type === OID.messageDigest);
  const timeAttribute = attributes.find((attr) => attr.type === OID.signingTime);
  let signingTime: string | null = null;
  if (timeAttribute) {
    try {
      signingTime = (timeAttribute.values[0] as { toDate(): Date }).toDate().toISOString();
    } catch {
      signingTime = null;
    }
  }
  if (!Object.values(digests).includes(digestAlgorithm as 'SHA-256')) {
    problems.push(`Its digest algorithm (${digestAlgorithm}) is not one this checker computes`);
    intact = false;
  } else if (messageDigest) {
    const expected = new Uint8Array(
      (messageDigest.values[0] as { valueBlock: { valueHexView: Uint8Array } }).valueBlock.valueHexView,
    );
    intact = intact && equalBytes(await digest(digestAlgorithm, content), expected);
  }

  const signerCert = findSigner(signerInfo, certs);
  let signatureValid = false;
  if (!signerCert) problems.push('The signer’s certificate is not in the file, so the signature cannot be checked');
  else {
    const algorithm = signatureAlgorithmFor(signerInfo.signatureAlgorithm.algorithmId, digestAlgorithm);
    if (!algorithm)
      problems.push(`Its signature algorithm (${signerInfo.signatureAlgorithm.algorithmId}) is not one this checker reads`);
    else {
      // With signed attributes, the signature covers them (and they carry the digest); without, the content itself.
      const signedPart = signerInfo.signedAttrs ? new Uint8Array(signerInfo.signedAttrs.encodedValue) : content;
      signatureValid = await verifySignature(
        algorithm,
        signerCert.publicKey,
        new Uint8Array(signerInfo.signature.valueBlock.valueHexView),
        signedPart,
      );
      if (!signerInfo.signedAttrs) intact = intact && signatureValid;
    }
  }
  const built = signerCert ? await buildChain(signerCert, certs) : { chain: [], status: 'incomplete' as const };
  return {
    ...base,
    digestAlgorithm,
    signingTime,
    intact,
    signatureValid,
    signer: signerCert ? await summary(signerCert) : null,
    chain: await Promise.all(built.chain.map(summary)),
    chainStatus: built.status,
    certificatesInFile: certs.length,
    problems,
  };
}

/** Every signature in the PDF, checked. */
export async function checkPdfSignatures(file: Uint8Array): Promise<PdfSignatureReport> {
  if (file.length === 0) throw new Error('Drop a PDF file, or choose one');
  const head = byteString(file.subarray(0, 1024));
  if (!head.includes('%PDF-')) throw new Error('This is not a PDF: it does not start with %PDF-');
  const text = byteString(file);
  const seen = new Set<string>();
  const signatures: PdfSignature[] = [];
  for (const match of text.matchAll(/\/ByteRange\s*\[\s*(\d+)\s+(\d+)\s+(\d+)\s+(\d+)\s*\]/g)) {
    const byteRange = match.slice(1, 5).map(Number) as [number, number, number, number];
    // An incremental update may write the same signature dictionary again.
    const key = byteRange.join(' ');
    if (seen.has(key)) continue;
    seen.add(key);
    signatures.push(await checkSignature(signatures.length + 1, file, text, byteRange, match.index));
  }
  return { signatures, fileSize: file.length };
}
