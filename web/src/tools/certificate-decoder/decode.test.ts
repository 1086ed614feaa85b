// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { opensslWorkdir } from '@/test-support/oracles';
import { decodeCertificates, type DecodedCertificate, type DecodedKey, type DecodedRequest } from './decode';
import { certificateDecode } from './operations';

// The oracle: certificates, requests and keys made here with openssl, and what `openssl x509` /
// `openssl req` print about them (-subject/-issuer with -nameopt RFC2253, -serial, dates,
// fingerprints, -ext, -text).

const { at, openssl, request, issue } = opensslWorkdir('certdecode-');
const read = (name: string) => fs.readFileSync(at(name), 'utf8');

beforeAll(() => {
  // A root CA (RSA 3072), an intermediate (ECDSA P-256, path length 0) and a leaf (ECDSA P-384) with every usual extension.
  openssl(
    'req',
    '-x509',
    '-newkey',
    'rsa:3072',
    '-nodes',
    '-keyout',
    'root.key',
    '-out',
    'root.pem',
    '-days',
    '3650',
    '-subj',
    '/C=GB/O=DevForge Test/CN=DevForge Test Root',
    '-addext',
    'keyUsage=critical,keyCertSign,cRLSign',
  );
  request('int', 'P-256', '/C=GB/O=DevForge Test/OU=Issuing, Level 1/CN=DevForge Test Intermediate');
  issue(
    'int',
    'root',
    1825,
    'basicConstraints=critical,CA:TRUE,pathlen:0\nkeyUsage=critical,keyCertSign,cRLSign,digitalSignature\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n',
    '-sha384',
  );
  const san =
    'subjectAltName=DNS:www.example.com,DNS:*.example.com,IP:192.0.2.10,IP:2001:db8::1,email:ops@example.com,URI:https://example.com/id';
  request(
    'leaf',
    'P-384',
    '/C=US/ST=California/L=San Francisco/O=Example, Inc./CN=www.example.com',
    '-addext',
    san,
    '-addext',
    'keyUsage=critical,digitalSignature',
    '-addext',
    'extendedKeyUsage=serverAuth,clientAuth',
  );
  issue(
    'leaf',
    'int',
    90,
    `basicConstraints=CA:FALSE\n${san}\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth,clientAuth\nsubjectKeyIdentifier=hash\nauthorityKeyIdentifier=keyid\n`,
  );
  openssl(
    'req',
    '-x509',
    '-newkey',
    'ed25519',
    '-nodes',
    '-keyout',
    'ed.key',
    '-out',
    'ed.pem',
    '-days',
    '30',
    '-subj',
    '/CN=ed25519.test',
  );
  openssl('pkey', '-in', 'leaf.key', '-pubout', '-out', 'leaf.pub');
  // An RSA key signing with PSS padding (the signature algorithm is rsassaPss, with its own parameters).
  openssl(
    'req',
    '-x509',
    '-key',
    'root.key',
    '-out',
    'pss.pem',
    '-days',
    '30',
    '-subj',
    '/CN=pss.test',
    '-sigopt',
    'rsa_padding_mode:pss',
    '-sigopt',
    'rsa_pss_saltlen:32',
  );
}, 60_000);

/** What openssl says about a certificate, in the forms the decoder uses. */
function opensslFacts(file: string) {
  const line = (args: string[]) =>
    openssl('x509', '-in', file, '-noout', ...args)
      .trim()
      .replace(/^[^=]*=/, '');
  const ext = openssl(
    'x509',
    '-in',
    file,
    '-noout',
    '-ext',
    'subjectAltName,keyUsage,extendedKeyUsage,subjectKeyIdentifier,authorityKeyIdentifier,basicConstraints',
  );
  const block = (title: string) => new RegExp(`${title}:[^\\n]*\\n\\s+([^\\n]+)`).exec(ext)?.[1]?.trim() ?? null;
  const text = openssl('x509', '-in', file, '-noout', '-text');
  return {
    subject: line(['-subject', '-nameopt', 'RFC2253']),
    issuer: line(['-issuer', '-nameopt', 'RFC2253']),
    serial: line(['-serial']),
    notBefore: line(['-startdate', '-dateopt', 'iso_8601']).replace(' ', 'T').replace('Z', '.000Z'),
    notAfter: line(['-enddate', '-dateopt', 'iso_8601']).replace(' ', 'T').replace('Z', '.000Z'),
    sha1: line(['-fingerprint', '-sha1']),
    sha256: line(['-fingerprint', '-sha256']),
    san: block('X509v3 Subject Alternative Name'),
    keyUsage: block('X509v3 Key Usage'),
    eku: block('X509v3 Extended Key Usage'),
    ski: block('X509v3 Subject Key Identifier'),
    aki: block('X509v3 Authority Key Identifier'),
    basic: block('X509v3 Basic Constraints'),
    bits: Number(/Public-Key: \((\d+) bit\)/.exec(text)?.[1] ?? (/ED25519/.test(text) ? 256 : 0)),
    signature: /Signature Algorithm: (\S+)/.exec(text)![1]!,
  };
}

/** openssl writes IPv6 addresses in full ("2001:DB8:0:0:0:0:0:1"); URL writes them compressed. */
const ipv6 = (value: string) => (value.includes(':') ? new URL(`http://[${value}]/`).hostname.slice(1, -1) : value);

function sanText(cert: DecodedCertificate | DecodedRequest): string {
  return cert.subjectAltNames.map((n) => `${n.type}:${n.type === 'IP Address' ? ipv6(n.value) : n.value}`).join(', ');
}

describe('certificates against openssl x509', { timeout: 30_000 }, () => {
  it.each(['root.pem', 'int.pem', 'leaf.pem', 'ed.pem', 'pss.pem'])(
    '%s: names, serial, dates, fingerprints, extensions, key',
    async (name) => {
      const facts = opensslFacts(at(name));
      const { items } = await decodeCertificates(read(name));
      const cert = items[0] as DecodedCertificate;
      expect(cert.kind).toBe('certificate');
      expect(cert.subject).toBe(facts.subject);
      expect(cert.issuer).toBe(facts.issuer);
      expect(cert.serialNumber).toBe(facts.serial);
      expect(cert.notBefore).toBe(facts.notBefore);
      expect(cert.notAfter).toBe(facts.notAfter);
      expect(cert.fingerprints.sha1).toBe(facts.sha1);
      expect(cert.fingerprints.sha256).toBe(facts.sha256);
      expect(cert.signatureAlgorithm).toBe(facts.signature);
      expect(cert.publicKey.bits).toBe(facts.bits);
      if (facts.san)
        expect(sanText(cert)).toBe(
          facts.san
            .split(', ')
            .map((part) => part.replace(/^IP Address:(.*)$/, (_m, ip: string) => `IP Address:${ipv6(ip)}`))
            .join(', '),
        );
      else expect(cert.subjectAltNames).toEqual([]);
      expect(cert.keyUsage.join(', ') || null).toBe(facts.keyUsage);
      expect(cert.extendedKeyUsage.join(', ') || null).toBe(facts.eku);
      expect(cert.subjectKeyId).toBe(facts.ski);
      expect(cert.authorityKeyId).toBe(facts.aki);
      if (facts.basic)
        expect(
          `CA:${cert.basicConstraints!.ca ? 'TRUE' : 'FALSE'}${cert.basicConstraints!.pathLength !== undefined ? `, pathlen:${cert.basicConstraints!.pathLength}` : ''}`,
        ).toBe(facts.basic);
      expect(cert.selfSigned).toBe(facts.subject === facts.issuer);
    },
  );

  it('reads the names with their parts, escapes included', async () => {
    const { items } = await decodeCertificates(read('int.pem'));
    const cert = items[0] as DecodedCertificate;
    expect(cert.subjectFields).toEqual([
      { type: 'C', value: 'GB' },
      { type: 'O', value: 'DevForge Test' },
      { type: 'OU', value: 'Issuing, Level 1' },
      { type: 'CN', value: 'DevForge Test Intermediate' },
    ]);
    expect(cert.publicKey).toEqual({ type: 'EC', bits: 256, curve: 'P-256' });
  });

  it('reads DER files as openssl writes them', async () => {
    const der = execFileSync('openssl', ['x509', '-in', at('leaf.pem'), '-outform', 'DER']);
    const { items } = await decodeCertificates(Uint8Array.from(der));
    expect((items[0] as DecodedCertificate).fingerprints.sha256).toBe(opensslFacts(at('leaf.pem')).sha256);
  });
});

describe('chains', { timeout: 30_000 }, () => {
  it('leaf, intermediate, root is in order and ends with a root', async () => {
    const { items, chain } = await decodeCertificates(read('leaf.pem') + read('int.pem') + read('root.pem'));
    expect(items).toHaveLength(3);
    expect(chain).toMatchObject({ inOrder: true, endsWithRoot: true });
    // openssl agrees the chain verifies.
    expect(openssl('verify', '-CAfile', 'root.pem', '-untrusted', 'int.pem', 'leaf.pem')).toContain('leaf.pem: OK');
  });

  it('leaf and intermediate only: in order, without the root', async () => {
    const { chain } = await decodeCertificates(read('leaf.pem') + read('int.pem'));
    expect(chain).toMatchObject({ inOrder: true, endsWithRoot: false });
  });

  it('out of order: says which link breaks and what the order should be', async () => {
    const { chain } = await decodeCertificates(read('int.pem') + read('root.pem') + read('leaf.pem'));
    expect(chain!.inOrder).toBe(false);
    expect(chain!.suggestedOrder).toEqual([3, 1, 2]);
    expect(chain!.message).toBe('Not in order: certificate 3 did not sign certificate 2. The right order is 3, 1, 2.');
  });

  it('unrelated certificates are not a chain', async () => {
    const { chain } = await decodeCertificates(read('leaf.pem') + read('ed.pem'));
    expect(chain!.message).toContain('do not form one chain');
  });
});

describe('requests and keys', { timeout: 30_000 }, () => {
  it('a CSR: subject, key, requested names and usages as openssl req prints them; its signature checks', async () => {
    const { items } = await decodeCertificates(read('leaf.csr'));
    const csr = items[0] as DecodedRequest;
    expect(csr.kind).toBe('certificate-request');
    expect(csr.subject).toBe(
      openssl('req', '-in', 'leaf.csr', '-noout', '-subject', '-nameopt', 'RFC2253')
        .trim()
        .replace(/^subject=/, ''),
    );
    const text = openssl('req', '-in', 'leaf.csr', '-noout', '-text');
    expect(csr.publicKey).toEqual({ type: 'EC', bits: Number(/Public-Key: \((\d+) bit\)/.exec(text)![1]), curve: 'P-384' });
    expect(csr.signatureAlgorithm).toBe(/Signature Algorithm: (\S+)/.exec(text)![1]);
    const san = /X509v3 Subject Alternative Name:[^\n]*\n\s+([^\n]+)/.exec(text)![1]!.trim();
    expect(sanText(csr)).toBe(
      san
        .split(', ')
        .map((p) => p.replace(/^IP Address:(.*)$/, (_m, ip: string) => `IP Address:${ipv6(ip)}`))
        .join(', '),
    );
    expect(csr.keyUsage).toEqual(['Digital Signature']);
    expect(csr.extendedKeyUsage).toEqual(['TLS Web Server Authentication', 'TLS Web Client Authentication']);
    expect(openssl('req', '-in', 'leaf.csr', '-noout', '-verify')).toBe('');
    expect(csr.signatureValid).toBe(true);
  });

  it('a CSR whose signature was tampered with fails the check, as openssl req -verify does', async () => {
    const der = execFileSync('openssl', ['req', '-in', at('leaf.csr'), '-outform', 'DER']);
    const tampered = Uint8Array.from(der);
    tampered[tampered.length - 10]! ^= 0x01;
    fs.writeFileSync(at('tampered.csr.der'), tampered);
    // openssl 3.0 reports the failure on stderr (and still exits 0).
    const verify = spawnSync('openssl', ['req', '-inform', 'DER', '-in', at('tampered.csr.der'), '-noout', '-verify']);
    expect(verify.stderr.toString()).toContain('verify failure');
    const { items } = await decodeCertificates(tampered);
    expect((items[0] as DecodedRequest).signatureValid).toBe(false);
  });

  it('public and private keys: type, size and the fingerprint ssh-keygen prints', async () => {
    const { items } = await decodeCertificates(read('leaf.pub') + read('leaf.key'));
    const [pub, priv] = items as DecodedKey[];
    expect(pub).toMatchObject({ kind: 'public-key', publicKey: { type: 'EC', bits: 384, curve: 'P-384' } });
    expect(priv!.kind).toBe('private-key');
    expect(priv!.fingerprints).toEqual(pub!.fingerprints);
    fs.writeFileSync(at('leaf.ssh'), `${pub!.openssh}\n`);
    expect(execFileSync('ssh-keygen', ['-l', '-f', at('leaf.ssh')]).toString()).toContain(pub!.fingerprints.sshSha256);
  });
});

describe('messages', { timeout: 30_000 }, () => {
  const fail = (text: string) => decodeCertificates(text);
  it('a truncated PEM, a damaged body, and blocks that are not certificates', async () => {
    const pem = read('leaf.pem');
    await expect(fail(pem.slice(0, pem.length / 2))).rejects.toThrow(
      'has no "-----END CERTIFICATE-----" line: it was cut short when copied',
    );
    const lines = pem.split('\n');
    await expect(fail([...lines.slice(0, 3), ...lines.slice(4)].join('\n'))).rejects.toThrow(/damaged/);
    await expect(fail(pem.replace('-----END CERTIFICATE-----', '-----END PUBLIC KEY-----'))).rejects.toThrow(
      'the labels must match',
    );
    await expect(fail('-----BEGIN RSA PRIVATE KEY-----\nMIIB\n-----END RSA PRIVATE KEY-----')).rejects.toThrow('PKCS#1');
    await expect(fail('-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----')).rejects.toThrow(
      'encrypted with a passphrase',
    );
    await expect(fail('hello')).rejects.toThrow('No PEM block found');
    await expect(fail('')).rejects.toThrow('Paste a certificate');
  });

  it('the operation gives the same as the function, without the time-dependent parts', async () => {
    const out = (await runOperation(certificateDecode, tag('text', read('leaf.pem') + read('int.pem')))).value as {
      items: DecodedCertificate[];
      chain: { inOrder: boolean };
    };
    expect(out.items[0]!.fingerprints.sha256).toBe(opensslFacts(at('leaf.pem')).sha256);
    expect(out.chain.inOrder).toBe(true);
  });
});
