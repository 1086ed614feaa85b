import { z } from 'zod';
import { defineOperation } from '../../operations/operation';

// Certificates, requests and keys. @peculiar/x509 loads with the first run.

export const certificateDecode = defineOperation({
  id: 'certificate-decode',
  name: 'Decode',
  description:
    'Read X.509 certificates, certificate requests and keys (PEM or DER): names, validity, SANs, usages, fingerprints, and the order of a chain.',
  keywords: ['x509', 'certificate', 'pem', 'der', 'csr', 'ssl', 'tls', 'san', 'fingerprint', 'chain', 'openssl x509 -text'],
  input: 'bytes',
  output: 'json',
  options: z.object({}),
  inputLabel: 'PEM or DER',
  outputLabel: 'Decoded',
  inputPlaceholder: '-----BEGIN CERTIFICATE-----',
  run: async (bytes) => (await import('./decode')).decodeCertificates(bytes),
  examples: [
    {
      title: 'A self-signed Ed25519 certificate (openssl req -x509 -newkey ed25519)',
      input:
        '-----BEGIN CERTIFICATE-----\nMIIBnzCCAVGgAwIBAgIUUihmAgyKF7BOEBNHkIFNA4Y5HuwwBQYDK2VwMDMxETAP\nBgNVBAoMCERldkZvcmdlMR4wHAYDVQQDDBVleGFtcGxlLmRldmZvcmdlLnRlc3Qw\nIBcNMjYxMTI3MDg0OTIxWhgPMjEyNjExMDMwODQ5MjFaMDMxETAPBgNVBAoMCERl\ndkZvcmdlMR4wHAYDVQQDDBVleGFtcGxlLmRldmZvcmdlLnRlc3QwKjAFBgMrZXAD\nIQAv6zMC3k4bnzmEt2rhvG2+owwgS/jLE5DO+KEnmosikKN1MHMwHQYDVR0OBBYE\nFP6SfjCLS8yos7WwZbhnIKuDpmzJMB8GA1UdIwQYMBaAFP6SfjCLS8yos7WwZbhn\nIKuDpmzJMA8GA1UdEwEB/wQFMAMBAf8wIAYDVR0RBBkwF4IVZXhhbXBsZS5kZXZm\nb3JnZS50ZXN0MAUGAytlcANBAIYYNrpkP69VAldKpp1ZuFvMECv7gOu/SlLc8Kf7\nZj+1JmU+cpfqy7cO5V3DuG2yimrIzGuUMfutkx0pTbCKxQY=\n-----END CERTIFICATE-----',
      output:
        '{\n  "items": [\n    {\n      "kind": "certificate",\n      "version": 3,\n      "serialNumber": "522866020C8A17B04E10134790814D0386391EEC",\n      "subject": "CN=example.devforge.test,O=DevForge",\n      "subjectFields": [\n        {\n          "type": "O",\n          "value": "DevForge"\n        },\n        {\n          "type": "CN",\n          "value": "example.devforge.test"\n        }\n      ],\n      "issuer": "CN=example.devforge.test,O=DevForge",\n      "issuerFields": [\n        {\n          "type": "O",\n          "value": "DevForge"\n        },\n        {\n          "type": "CN",\n          "value": "example.devforge.test"\n        }\n      ],\n      "notBefore": "2026-11-27T08:49:21.000Z",\n      "notAfter": "2126-11-03T08:49:21.000Z",\n      "signatureAlgorithm": "ED25519",\n      "publicKey": {\n        "type": "Ed25519",\n        "bits": 256\n      },\n      "subjectAltNames": [\n        {\n          "type": "DNS",\n          "value": "example.devforge.test"\n        }\n      ],\n      "keyUsage": [],\n      "extendedKeyUsage": [],\n      "basicConstraints": {\n        "ca": true\n      },\n      "subjectKeyId": "FE:92:7E:30:8B:4B:CC:A8:B3:B5:B0:65:B8:67:20:AB:83:A6:6C:C9",\n      "authorityKeyId": "FE:92:7E:30:8B:4B:CC:A8:B3:B5:B0:65:B8:67:20:AB:83:A6:6C:C9",\n      "extensions": [\n        {\n          "oid": "2.5.29.14",\n          "name": "Subject Key Identifier",\n          "critical": false\n        },\n        {\n          "oid": "2.5.29.35",\n          "name": "Authority Key Identifier",\n          "critical": false\n        },\n        {\n          "oid": "2.5.29.19",\n          "name": "Basic Constraints",\n          "critical": true\n        },\n        {\n          "oid": "2.5.29.17",\n          "name": "Subject Alternative Name",\n          "critical": false\n        }\n      ],\n      "selfSigned": true,\n      "fingerprints": {\n        "sha1": "1C:57:5E:E9:27:8F:BB:91:0C:C4:B7:50:29:3E:16:9B:B8:74:42:4C",\n        "sha256": "BD:7C:79:A6:5E:AF:64:89:3A:58:F8:2D:29:BC:58:84:6C:7A:45:9E:BC:25:F6:60:54:14:0A:2C:6C:5C:49:3B"\n      }\n    }\n  ],\n  "chain": null\n}',
    },
  ],
});

export const operations = [certificateDecode];
