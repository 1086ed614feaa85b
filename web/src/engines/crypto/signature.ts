// Checking X.509-style signatures (certificates, requests, CMS signer infos) with WebCrypto: RSA
// PKCS#1 v1.5 and PSS, ECDSA and Ed25519.
import 'reflect-metadata';
import * as x509 from '@peculiar/x509';

/** Big-endian unsigned integer of a DER length's bytes. */
const lengthValue = (bytes: Uint8Array) => bytes.reduce((n, b) => n * 256 + b, 0);

/** Header size and content length of the DER element at `at`. */
function derElement(der: Uint8Array, at: number): { header: number; length: number } {
  const first = der[at + 1] ?? 0;
  if (first < 0x80) return { header: 2, length: first };
  const count = first & 0x7f;
  return { header: 2 + count, length: lengthValue(der.subarray(at + 2, at + 2 + count)) };
}

/** The signed part of a certificate or request (tbsCertificate, certificationRequestInfo): the first element of its outer SEQUENCE. */
function signedPart(der: Uint8Array): Uint8Array<ArrayBuffer> {
  const outer = derElement(der, 0);
  const inner = derElement(der, outer.header);
  return der.slice(outer.header, outer.header + inner.header + inner.length);
}

export type SignatureAlgorithm = Algorithm & { hash?: Algorithm; saltLength?: number };

/**
 * Whether `signature` over `data` was made by the private half of `key`. Done with WebCrypto
 * directly on fresh copies rather than @peculiar/x509's verify, whose buffers WebCrypto refuses
 * when they come from another realm (jsdom in tests) and which then reports a plain false.
 * ECDSA signatures come as DER (r, s), as X.509 and CMS carry them.
 */
export async function verifySignature(
  algorithm: SignatureAlgorithm,
  key: x509.PublicKey,
  derSignature: Uint8Array,
  data: Uint8Array,
): Promise<boolean> {
  const hash = algorithm.hash?.name;
  let importParams: AlgorithmIdentifier | RsaHashedImportParams | EcKeyImportParams;
  let verifyParams: AlgorithmIdentifier | RsaPssParams | EcdsaParams;
  let signature: Uint8Array = derSignature;
  switch (algorithm.name) {
    case 'RSASSA-PKCS1-v1_5':
      importParams = { name: algorithm.name, hash: hash! };
      verifyParams = { name: algorithm.name };
      break;
    case 'RSA-PSS':
      importParams = { name: algorithm.name, hash: hash! };
      verifyParams = { name: algorithm.name, saltLength: algorithm.saltLength ?? 20 };
      break;
    case 'ECDSA': {
      const namedCurve = (key.algorithm as EcKeyAlgorithm).namedCurve;
      importParams = { name: 'ECDSA', namedCurve };
      verifyParams = { name: 'ECDSA', hash: hash! };
      // X.509 carries ECDSA signatures as DER (r, s); WebCrypto wants r || s.
      const raw = new x509.AsnEcSignatureFormatter().toWebSignature(
        { name: 'ECDSA', namedCurve } as Algorithm,
        Uint8Array.from(signature),
      );
      if (!raw) return false;
      signature = new Uint8Array(raw);
      break;
    }
    case 'Ed25519':
      importParams = verifyParams = { name: 'Ed25519' };
      break;
    default:
      return false;
  }
  try {
    const publicKey = await crypto.subtle.importKey('spki', Uint8Array.from(new Uint8Array(key.rawData)), importParams, false, [
      'verify',
    ]);
    return await crypto.subtle.verify(verifyParams, publicKey, Uint8Array.from(signature), Uint8Array.from(data));
  } catch {
    // A key of another type than the signature, or one WebCrypto cannot import.
    return false;
  }
}

/** Whether the certificate or request was signed by the private half of `key`. */
export function signedWith(
  signed: { rawData: ArrayBuffer; signature: ArrayBuffer; signatureAlgorithm: SignatureAlgorithm },
  key: x509.PublicKey,
): Promise<boolean> {
  return verifySignature(
    signed.signatureAlgorithm,
    key,
    new Uint8Array(signed.signature),
    signedPart(new Uint8Array(signed.rawData)),
  );
}

/** Whether `parent`'s key signed `child`. */
export function signedBy(child: x509.X509Certificate, parent: x509.X509Certificate): Promise<boolean> {
  return signedWith(child, parent.publicKey);
}
