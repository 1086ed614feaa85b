// Certificates, certificate requests and keys, read with @peculiar/x509 (which needs the
// reflect-metadata polyfill loaded first) and WebCrypto. Names, usages and fingerprints are written
// the way `openssl x509 -text` and `-nameopt RFC2253` write them, so the two can be compared.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';
import { bytesToHex } from '../../engines/crypto/encoding';
import { fingerprintsOf, keyBits, opensshPublicKey, type Fingerprints } from '../../engines/crypto/key-info';
import { publicJwkOf, spkiOf } from '../../engines/crypto/keys';
import { parsePemBlocks } from '../../engines/crypto/pem';
import { signedBy, signedWith } from '../../engines/crypto/signature';

export type NameField = { type: string; value: string };
export type PublicKeyInfo = { type: string; bits: number; curve?: string };
export type AltName = { type: string; value: string };

export type DecodedCertificate = {
  kind: 'certificate';
  version: number;
  serialNumber: string;
  subject: string;
  subjectFields: NameField[];
  issuer: string;
  issuerFields: NameField[];
  notBefore: string;
  notAfter: string;
  signatureAlgorithm: string;
  publicKey: PublicKeyInfo;
  subjectAltNames: AltName[];
  keyUsage: string[];
  extendedKeyUsage: string[];
  basicConstraints: { ca: boolean; pathLength?: number } | null;
  subjectKeyId: string | null;
  authorityKeyId: string | null;
  extensions: { oid: string; name: string; critical: boolean }[];
  selfSigned: boolean;
  fingerprints: { sha1: string; sha256: string };
};

export type DecodedRequest = {
  kind: 'certificate-request';
  subject: string;
  subjectFields: NameField[];
  signatureAlgorithm: string;
  publicKey: PublicKeyInfo;
  subjectAltNames: AltName[];
  keyUsage: string[];
  extendedKeyUsage: string[];
  /** The request is signed by the key it carries (proof of possession). */
  signatureValid: boolean;
};

export type DecodedKey = {
  kind: 'public-key' | 'private-key';
  publicKey: PublicKeyInfo;
  openssh: string;
  fingerprints: Fingerprints;
};

export type DecodedItem = DecodedCertificate | DecodedRequest | DecodedKey;

export type ChainLink = { child: number; parent: number; nameMatches: boolean; signatureValid: boolean };
export type ChainReport = {
  inOrder: boolean;
  links: ChainLink[];
  /** 1-based positions in the order that would be right (leaf first), when the chain is out of order. */
  suggestedOrder: number[] | null;
  endsWithRoot: boolean;
  message: string;
};

export type DecodeResult = { items: DecodedItem[]; chain: ChainReport | null };

// ─── Names (RFC 4514, as openssl -nameopt RFC2253 prints them) ────────────────────────────

const escapeRdnValue = (value: string) =>
  value
    .replace(/[\\,+"<>;=]/g, (c) => `\\${c}`)
    .replace(/^[ #]/, (c) => `\\${c}`)
    .replace(/ $/, '\\ ');

function nameFields(name: x509.Name): NameField[] {
  return name
    .toJSON()
    .flatMap((rdn) => Object.entries(rdn).flatMap(([type, values]) => values.map((value) => ({ type, value }))));
}

/** Most specific first, as openssl -nameopt RFC2253 and RFC 4514 write it. */
function rfc4514(name: x509.Name): string {
  return name
    .toJSON()
    .map((rdn) =>
      Object.entries(rdn)
        .flatMap(([type, values]) => values.map((value) => `${type}=${escapeRdnValue(value)}`))
        .join('+'),
    )
    .reverse()
    .join(',');
}

// ─── Algorithms, usages and extension names as openssl prints them ───────────────────────

function signatureName(algorithm: Algorithm & { hash?: Algorithm }): string {
  const hash = algorithm.hash?.name?.replace('SHA-', '') ?? '';
  switch (algorithm.name) {
    case 'RSASSA-PKCS1-v1_5':
      return hash === '1' ? 'sha1WithRSAEncryption' : `sha${hash}WithRSAEncryption`;
    case 'RSA-PSS':
      return 'rsassaPss';
    case 'ECDSA':
      return `ecdsa-with-SHA${hash}`;
    case 'Ed25519':
      return 'ED25519';
    case 'Ed448':
      return 'ED448';
    default:
      return algorithm.name;
  }
}

const keyUsageNames: [number, string][] = [
  [1, 'Digital Signature'],
  [2, 'Non Repudiation'],
  [4, 'Key Encipherment'],
  [8, 'Data Encipherment'],
  [16, 'Key Agreement'],
  [32, 'Certificate Sign'],
  [64, 'CRL Sign'],
  [128, 'Encipher Only'],
  [256, 'Decipher Only'],
];

const extendedKeyUsageNames: Record<string, string> = {
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '2.5.29.37.0': 'Any Extended Key Usage',
};

const extensionNames: Record<string, string> = {
  '2.5.29.14': 'Subject Key Identifier',
  '2.5.29.15': 'Key Usage',
  '2.5.29.17': 'Subject Alternative Name',
  '2.5.29.18': 'Issuer Alternative Name',
  '2.5.29.19': 'Basic Constraints',
  '2.5.29.31': 'CRL Distribution Points',
  '2.5.29.32': 'Certificate Policies',
  '2.5.29.35': 'Authority Key Identifier',
  '2.5.29.37': 'Extended Key Usage',
  '1.3.6.1.5.5.7.1.1': 'Authority Information Access',
  '1.3.6.1.4.1.11129.2.4.2': 'CT Precertificate SCTs',
  '2.16.840.1.113730.1.13': 'Netscape Comment',
};

const altNameTypes: Record<string, string> = {
  dns: 'DNS',
  ip: 'IP Address',
  email: 'email',
  url: 'URI',
  upn: 'UPN',
  guid: 'GUID',
  id: 'Registered ID',
  dn: 'DirName',
};

function altNames(extension: x509.SubjectAlternativeNameExtension | null): AltName[] {
  return extension ? extension.names.items.map((n) => ({ type: altNameTypes[n.type] ?? n.type, value: n.value })) : [];
}

function keyUsages(extension: x509.KeyUsagesExtension | null): string[] {
  return extension ? keyUsageNames.filter(([flag]) => (extension.usages & flag) !== 0).map(([, name]) => name) : [];
}

function extendedKeyUsages(extension: x509.ExtendedKeyUsageExtension | null): string[] {
  return extension ? extension.usages.map((u) => extendedKeyUsageNames[String(u)] ?? String(u)) : [];
}

/** Hex bytes in upper case joined by colons, as openssl prints identifiers and fingerprints. */
const colonHex = (bytes: ArrayBuffer | Uint8Array) => bytesToHex(new Uint8Array(bytes), ':').toUpperCase();

async function publicKeyInfo(key: x509.PublicKey): Promise<PublicKeyInfo> {
  const found = await publicJwkOf(new Uint8Array(key.rawData), 'spki');
  if (found)
    return {
      type: found.jwk.kty === 'OKP' ? 'Ed25519' : found.jwk.kty!,
      bits: keyBits(found.jwk),
      ...(found.jwk.crv && found.jwk.kty === 'EC' ? { curve: found.jwk.crv } : {}),
    };
  // Keys WebCrypto cannot import (Ed448, DSA, RSA-PSS-only keys) still have an algorithm name.
  return { type: key.algorithm.name, bits: 0 };
}

async function decodeCertificate(der: Uint8Array): Promise<DecodedCertificate> {
  const cert = new x509.X509Certificate(der as Uint8Array<ArrayBuffer>);
  const basic = cert.getExtension(x509.BasicConstraintsExtension);
  const ski = cert.getExtension(x509.SubjectKeyIdentifierExtension);
  const aki = cert.getExtension(x509.AuthorityKeyIdentifierExtension);
  const [sha1, sha256] = await Promise.all([digest('SHA-1', der), digest('SHA-256', der)]);
  const selfSigned = await signedWith(cert, cert.publicKey);
  return {
    kind: 'certificate',
    version: 3,
    serialNumber: cert.serialNumber.toUpperCase(),
    subject: rfc4514(cert.subjectName),
    subjectFields: nameFields(cert.subjectName),
    issuer: rfc4514(cert.issuerName),
    issuerFields: nameFields(cert.issuerName),
    notBefore: cert.notBefore.toISOString(),
    notAfter: cert.notAfter.toISOString(),
    signatureAlgorithm: signatureName(cert.signatureAlgorithm),
    publicKey: await publicKeyInfo(cert.publicKey),
    subjectAltNames: altNames(cert.getExtension(x509.SubjectAlternativeNameExtension)),
    keyUsage: keyUsages(cert.getExtension(x509.KeyUsagesExtension)),
    extendedKeyUsage: extendedKeyUsages(cert.getExtension(x509.ExtendedKeyUsageExtension)),
    basicConstraints: basic
      ? { ca: basic.ca, ...(basic.pathLength !== undefined ? { pathLength: basic.pathLength } : {}) }
      : null,
    subjectKeyId: ski ? colonHex(hexBytes(ski.keyId)) : null,
    authorityKeyId: aki?.keyId ? colonHex(hexBytes(aki.keyId)) : null,
    extensions: cert.extensions.map((e) => ({ oid: e.type, name: extensionNames[e.type] ?? e.type, critical: e.critical })),
    selfSigned,
    fingerprints: { sha1: colonHex(sha1), sha256: colonHex(sha256) },
  };
}

// A fresh copy: under jsdom, WebCrypto refuses buffers made in the other realm (what getThumbprint passes it).
async function digest(algorithm: 'SHA-1' | 'SHA-256', der: Uint8Array): Promise<ArrayBuffer> {
  return crypto.subtle.digest(algorithm, Uint8Array.from(der));
}

function hexBytes(hex: string): Uint8Array {
  return Uint8Array.from(hex.match(/../g) ?? [], (h) => parseInt(h, 16));
}

/** An extension a request asks for, as its typed class. */
function requestExtension<T extends x509.Extension>(
  csr: x509.Pkcs10CertificateRequest,
  oid: string,
  type: new (raw: BufferSource) => T,
): T | null {
  const extension = csr.getExtension(oid);
  if (!extension) return null;
  return extension instanceof type ? extension : new type(extension.rawData);
}

async function decodeRequest(der: Uint8Array): Promise<DecodedRequest> {
  const csr = new x509.Pkcs10CertificateRequest(der as Uint8Array<ArrayBuffer>);
  const signatureValid = await signedWith(csr, csr.publicKey);
  return {
    kind: 'certificate-request',
    subject: rfc4514(csr.subjectName),
    subjectFields: nameFields(csr.subjectName),
    signatureAlgorithm: signatureName(csr.signatureAlgorithm),
    publicKey: await publicKeyInfo(csr.publicKey),
    subjectAltNames: altNames(requestExtension(csr, '2.5.29.17', x509.SubjectAlternativeNameExtension)),
    keyUsage: keyUsages(requestExtension(csr, '2.5.29.15', x509.KeyUsagesExtension)),
    extendedKeyUsage: extendedKeyUsages(requestExtension(csr, '2.5.29.37', x509.ExtendedKeyUsageExtension)),
    signatureValid,
  };
}

async function decodeKey(der: Uint8Array, kind: 'public-key' | 'private-key'): Promise<DecodedKey> {
  const found = await publicJwkOf(der, kind === 'public-key' ? 'spki' : 'pkcs8');
  if (!found)
    throw new Error(
      `This ${kind === 'public-key' ? 'public' : 'private'} key is not RSA, ECDSA (P-256, P-384, P-521) or Ed25519, or it is damaged`,
    );
  const spki = await spkiOf(found.jwk);
  const bits = keyBits(found.jwk);
  return {
    kind,
    publicKey: {
      type: found.jwk.kty === 'OKP' ? 'Ed25519' : found.jwk.kty!,
      bits,
      ...(found.jwk.kty === 'EC' ? { curve: found.jwk.crv } : {}),
    },
    openssh: opensshPublicKey(found.jwk),
    fingerprints: await fingerprintsOf({ publicJwk: found.jwk, spki }),
  };
}

const labelNotes: Record<string, string> = {
  'RSA PRIVATE KEY':
    'This is a PKCS#1 "RSA PRIVATE KEY" (the older OpenSSL form). Convert it to PKCS#8 to read it here: openssl pkey -in key.pem',
  'EC PRIVATE KEY':
    'This is an SEC 1 "EC PRIVATE KEY" (the older OpenSSL form). Convert it to PKCS#8 to read it here: openssl pkey -in key.pem',
  'RSA PUBLIC KEY':
    'This is a PKCS#1 "RSA PUBLIC KEY". Convert it to a SubjectPublicKeyInfo to read it here: openssl pkey -pubin -in key.pem -pubout',
  'ENCRYPTED PRIVATE KEY':
    'This private key is encrypted with a passphrase: nothing in it can be read without decrypting it (openssl pkey -in key.pem)',
  'OPENSSH PRIVATE KEY':
    'This is an OpenSSH private key: ssh-keygen -l -f shows its fingerprint, and its public key is in the .pub file beside it',
  'X509 CRL': 'This is a certificate revocation list, not a certificate',
  PKCS7: 'This is a PKCS#7 bundle: extract its certificates with openssl pkcs7 -print_certs',
};

type Block = { label: string; der: Uint8Array; line?: number };

async function decodeBlock(block: Block): Promise<DecodedItem> {
  const where = block.line ? ` (line ${block.line})` : '';
  try {
    switch (block.label) {
      case 'CERTIFICATE':
      case 'TRUSTED CERTIFICATE':
      case 'X509 CERTIFICATE':
        return await decodeCertificate(block.der);
      case 'CERTIFICATE REQUEST':
      case 'NEW CERTIFICATE REQUEST':
        return await decodeRequest(block.der);
      case 'PUBLIC KEY':
        return await decodeKey(block.der, 'public-key');
      case 'PRIVATE KEY':
        return await decodeKey(block.der, 'private-key');
    }
  } catch (err) {
    if (err instanceof Error && /^This (public|private) key/.test(err.message)) throw err;
    throw new Error(
      `The ${block.label.toLowerCase()}${where} could not be read: its DER is damaged or truncated (${(err as Error).message})`,
      { cause: err },
    );
  }
  throw new Error(
    labelNotes[block.label] ??
      `A "${block.label}" block${where} is not something this tool reads (certificates, requests, public and PKCS#8 private keys)`,
  );
}

/** Binary DER (a .cer/.der/.crt file): a certificate, request, public key or PKCS#8 private key. */
async function decodeDer(der: Uint8Array): Promise<DecodedItem> {
  if (der[0] !== 0x30) throw new Error('This file is neither PEM text nor DER (which starts with a SEQUENCE, byte 0x30)');
  for (const label of ['CERTIFICATE', 'CERTIFICATE REQUEST', 'PUBLIC KEY', 'PRIVATE KEY']) {
    try {
      return await decodeBlock({ label, der });
    } catch {
      // Try the next kind.
    }
  }
  throw new Error('This DER is not a certificate, a certificate request, a public key or a PKCS#8 private key, or it is damaged');
}

// ─── Chains ──────────────────────────────────────────────────────────────────────────────

/** Whether the certificates are in the order servers send them: each one signed by the next. */
export async function checkChain(ders: Uint8Array[]): Promise<ChainReport> {
  const certs = ders.map((d) => new x509.X509Certificate(d as Uint8Array<ArrayBuffer>));
  const links: ChainLink[] = [];
  for (let i = 0; i + 1 < certs.length; i++) {
    links.push({
      child: i + 1,
      parent: i + 2,
      nameMatches: rfc4514(certs[i]!.issuerName) === rfc4514(certs[i + 1]!.subjectName),
      signatureValid: await signedBy(certs[i]!, certs[i + 1]!),
    });
  }
  const last = certs[certs.length - 1]!;
  const endsWithRoot = rfc4514(last.issuerName) === rfc4514(last.subjectName) && (await signedBy(last, last));
  const inOrder = links.every((l) => l.signatureValid);

  let suggestedOrder: number[] | null = null;
  if (!inOrder) {
    // Who signed whom, among the certificates given; the leaf is the one that signed none of the others.
    const issuerOf = new Map<number, number>();
    for (let c = 0; c < certs.length; c++) {
      for (let p = 0; p < certs.length; p++) if (p !== c && (await signedBy(certs[c]!, certs[p]!))) issuerOf.set(c, p);
    }
    const parents = new Set(issuerOf.values());
    const leaf = certs.findIndex((_, i) => !parents.has(i));
    if (leaf >= 0) {
      const order = [leaf];
      while (issuerOf.has(order.at(-1)!) && !order.includes(issuerOf.get(order.at(-1)!)!))
        order.push(issuerOf.get(order.at(-1)!)!);
      if (order.length === certs.length) suggestedOrder = order.map((i) => i + 1);
    }
  }

  let message: string;
  if (inOrder) {
    message = endsWithRoot
      ? `In order: each certificate is signed by the next, ending with a self-signed root.`
      : `In order: each certificate is signed by the next. The last one is not a root (servers usually leave the root out).`;
  } else {
    const broken = links.find((l) => !l.signatureValid)!;
    message = `Not in order: certificate ${broken.parent} did not sign certificate ${broken.child}.${suggestedOrder ? ` The right order is ${suggestedOrder.join(', ')}.` : ' These certificates do not form one chain.'}`;
  }
  return { inOrder, links, suggestedOrder, endsWithRoot, message };
}

/** Reads every PEM block in the text (or one DER file) and, for two or more certificates, checks their order. */
export async function decodeCertificates(input: string | Uint8Array): Promise<DecodeResult> {
  let blocks: Block[];
  if (typeof input !== 'string') {
    const text = new TextDecoder('utf-8', { fatal: false }).decode(input.subarray(0, 64));
    if (!text.includes('-----BEGIN')) return { items: [await decodeDer(input)], chain: null };
    input = new TextDecoder().decode(input);
  }
  if (input.trim() === '')
    throw new Error('Paste a certificate, a certificate request or a key (PEM), or drop a .pem, .crt, .cer, .der or .csr file');
  blocks = parsePemBlocks(input);
  if (blocks.length === 0) {
    const compact = input.replace(/\s+/g, '');
    // A bare Base64 body (the BEGIN/END lines lost when copying) is still DER underneath.
    if (/^MII[A-Za-z0-9+/]+={0,2}$/.test(compact))
      blocks = [{ label: 'CERTIFICATE', der: Uint8Array.from(atob(compact), (c) => c.charCodeAt(0)) }];
    else throw new Error('No PEM block found: a certificate starts with -----BEGIN CERTIFICATE-----');
  }
  const items: DecodedItem[] = [];
  for (const block of blocks) items.push(await decodeBlock(block));
  const certificates = blocks.filter((_, i) => items[i]!.kind === 'certificate').map((b) => b.der);
  return { items, chain: certificates.length >= 2 ? await checkChain(certificates) : null };
}
