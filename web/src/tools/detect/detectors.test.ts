import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  decodeBase64Url,
  detectArithmetic,
  detectBase64,
  detectChmod,
  detectColor,
  detectCron,
  detectDiff,
  detectDockerfile,
  detectDockerRun,
  detectEmoji,
  detectGraphql,
  detectIpAddress,
  detectIpCidr,
  detectIban,
  detectIsoDate,
  detectJson,
  detectBcryptHash,
  detectJwt,
  detectOtpauthUri,
  detectWifiUri,
  detectPem,
  detectUlid,
  detectMacAddress,
  detectPhoneNumber,
  detectSql,
  detectUnixTimestamp,
  detectUrl,
  detectUrlEncoded,
  detectUserAgent,
  detectUuid,
  isIpv6Text,
} from './detectors';

// RFC 7519 §3.1 example JWT (HS256) and the jwt.io default token.
const RFC7519_JWT =
  'eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.' +
  'eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.' +
  'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const JWT_IO =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c';

const YES = 0.5;

describe('detectJson', () => {
  it('recognises objects and arrays', () => {
    expect(detectJson('{"a": 1, "b": [true, null]}')).toBe(1);
    expect(detectJson('  [1, 2, 3]\n')).toBe(1);
    expect(detectJson('{\n  "nested": {"x": "y"}\n}')).toBe(1);
  });
  it('gives empty containers a lower score', () => {
    expect(detectJson('{}')).toBeGreaterThanOrEqual(YES);
    expect(detectJson('{}')).toBeLessThan(detectJson('{"a":1}'));
  });
  it('rejects near-misses', () => {
    expect(detectJson('{not json')).toBe(0);
    expect(detectJson("{'single': 'quotes'}")).toBe(0);
    expect(detectJson('{"trailing": 1,}')).toBe(0);
    expect(detectJson('[x] done')).toBe(0);
    expect(detectJson('42')).toBe(0);
    expect(detectJson('"just a string"')).toBe(0);
    expect(detectJson('true')).toBe(0);
    expect(detectJson('')).toBe(0);
  });
});

describe('detectJwt', () => {
  it('recognises RFC 7519 and jwt.io tokens', () => {
    expect(detectJwt(RFC7519_JWT)).toBe(1);
    expect(detectJwt(JWT_IO)).toBe(1);
  });
  it('accepts a Bearer prefix and surrounding whitespace', () => {
    expect(detectJwt(`  Bearer ${JWT_IO}\n`)).toBe(1);
  });
  it('accepts an unsigned token (empty signature)', () => {
    expect(detectJwt('eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.')).toBe(1);
  });
  it('rejects near-misses', () => {
    expect(detectJwt('1.2.3')).toBe(0);
    expect(detectJwt('v1.20.3')).toBe(0);
    expect(detectJwt('www.example.com')).toBe(0);
    expect(detectJwt('abc.def.ghi')).toBe(0);
    // Header decodes to JSON without alg or typ.
    expect(detectJwt(`${btoa('{"a":1}').replace(/=+$/, '')}.e30.x`)).toBe(0);
    expect(detectJwt(JWT_IO.split('.').slice(0, 2).join('.'))).toBe(0);
  });
});

describe('decodeBase64Url', () => {
  it('decodes with or without padding, url-safe or standard', () => {
    expect(decodeBase64Url('SGVsbG8')).toBe('Hello');
    expect(decodeBase64Url('SGVsbG8=')).toBe('Hello');
    expect(decodeBase64Url('4pyTIMOgIGxhIG1vZGU')).toBe('✓ à la mode');
    expect(decodeBase64Url('-_8')).not.toBeNull();
  });
  it('refuses impossible input', () => {
    expect(decodeBase64Url('abcde')).toBeNull();
    expect(decodeBase64Url('ab$c')).toBeNull();
  });
});

describe('detectBase64', () => {
  it('recognises Base64 of text (RFC 4648 vectors and Unicode)', () => {
    expect(detectBase64('Zm9vYmFy')).toBeGreaterThanOrEqual(YES); // "foobar"
    expect(detectBase64('SGVsbG8sIFdvcmxkIQ==')).toBeGreaterThanOrEqual(0.9);
    expect(detectBase64('4pyTIMOgIGxhIG1vZGU=')).toBeGreaterThanOrEqual(0.9);
  });
  it('recognises line-wrapped Base64', () => {
    const wrapped = btoa('The quick brown fox jumps over the lazy dog. '.repeat(4)).replace(/(.{76})/g, '$1\n');
    expect(wrapped).toContain('\n');
    expect(detectBase64(wrapped)).toBeGreaterThanOrEqual(0.9);
  });
  it('recognises binary Base64 with strong signs (a SHA-256 digest)', () => {
    expect(detectBase64('n4bQgYhMfWWaL+qgxVrQFaO/TxsrC4Is0V1sFbDwCgg=')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects near-misses', () => {
    expect(detectBase64('hello world')).toBe(0);
    expect(detectBase64('password')).toBe(0);
    expect(detectBase64('keyboard')).toBe(0);
    expect(detectBase64('Administrator')).toBe(0);
    expect(detectBase64('1700000000')).toBe(0);
    expect(detectBase64('12345678')).toBe(0);
    expect(detectBase64('d41d8cd98f00b204e9800998ecf8427e')).toBe(0); // MD5 hex
    expect(detectBase64('550e8400-e29b-41d4-a716-446655440000')).toBe(0); // UUID
    expect(detectBase64('SGVsbG8=x')).toBe(0);
    expect(detectBase64('abc')).toBe(0);
  });
});

describe('detectUrlEncoded', () => {
  it('recognises percent-encoded text (RFC 3986)', () => {
    expect(detectUrlEncoded('hello%20world')).toBeGreaterThanOrEqual(YES);
    expect(detectUrlEncoded('name%3DJohn%26age%3D30%20%2B%201')).toBeGreaterThanOrEqual(0.8);
    expect(detectUrlEncoded('https://example.com/search?q=caf%C3%A9&lang=fr')).toBeGreaterThanOrEqual(0.8);
    expect(detectUrlEncoded('%E2%9C%93')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects near-misses', () => {
    expect(detectUrlEncoded('100%')).toBe(0);
    expect(detectUrlEncoded('50% off today')).toBe(0);
    expect(detectUrlEncoded('https://example.com/a b')).toBe(0);
    expect(detectUrlEncoded('%E0%A4%A')).toBe(0);
    expect(detectUrlEncoded('%C3%28')).toBe(0); // invalid UTF-8
    expect(detectUrlEncoded('width: 100%; height: 50%')).toBe(0);
  });
});

describe('detectUuid', () => {
  it('recognises RFC 9562 UUIDs in common spellings', () => {
    expect(detectUuid('550e8400-e29b-41d4-a716-446655440000')).toBe(1);
    expect(detectUuid('550E8400-E29B-41D4-A716-446655440000')).toBe(1);
    expect(detectUuid('{550e8400-e29b-41d4-a716-446655440000}')).toBe(1);
    expect(detectUuid('urn:uuid:f81d4fae-7dec-11d0-a765-00a0c91e6bf6')).toBe(1);
    expect(detectUuid('017f22e2-79b0-7cc3-98c4-dc0c0c07398f')).toBe(1); // v7
    expect(detectUuid('00000000-0000-0000-0000-000000000000')).toBeGreaterThanOrEqual(0.9);
  });
  it('scores a non-standard version lower', () => {
    expect(detectUuid('550e8400-e29b-01d4-0716-446655440000')).toBeLessThan(1);
    expect(detectUuid('550e8400-e29b-01d4-0716-446655440000')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects near-misses', () => {
    expect(detectUuid('550e8400e29b41d4a716446655440000')).toBe(0);
    expect(detectUuid('550e8400-e29b-41d4-a716-44665544000')).toBe(0);
    expect(detectUuid('550e8400-e29b-41d4-a716-44665544000g')).toBe(0);
    expect(detectUuid('not-a-uuid')).toBe(0);
  });
});

describe('detectUnixTimestamp', () => {
  it('recognises seconds and milliseconds between 2001 and 2100', () => {
    expect(detectUnixTimestamp('1700000000')).toBeGreaterThanOrEqual(YES);
    expect(detectUnixTimestamp('1700000000000')).toBeGreaterThanOrEqual(YES);
    expect(detectUnixTimestamp('1234567890')).toBeGreaterThanOrEqual(YES);
    expect(detectUnixTimestamp('978307200')).toBeGreaterThanOrEqual(YES); // 2001-01-01
    expect(detectUnixTimestamp('1700000000.123')).toBeGreaterThanOrEqual(YES);
    expect(detectUnixTimestamp(' 1716000000\n')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects plain numbers that are not plausible timestamps', () => {
    expect(detectUnixTimestamp('42')).toBe(0);
    expect(detectUnixTimestamp('2024')).toBe(0);
    expect(detectUnixTimestamp('123456')).toBe(0);
    expect(detectUnixTimestamp('123456789')).toBe(0); // 1973
    expect(detectUnixTimestamp('978307199')).toBe(0); // one second before 2001
    expect(detectUnixTimestamp('4102444800')).toBe(0); // 2100-01-01
    expect(detectUnixTimestamp('12345678901')).toBe(0); // 11 digits: ms in 1970
    expect(detectUnixTimestamp('99999999999999')).toBe(0);
    expect(detectUnixTimestamp('1700000000000.5')).toBe(0);
    expect(detectUnixTimestamp('-1700000000')).toBe(0);
    expect(detectUnixTimestamp('1,700,000,000')).toBe(0);
  });
});

describe('detectIsoDate', () => {
  it('recognises ISO 8601 dates and date-times', () => {
    expect(detectIsoDate('2024-05-01')).toBeGreaterThanOrEqual(YES);
    expect(detectIsoDate('2024-05-01T12:30:00Z')).toBeGreaterThanOrEqual(0.9);
    expect(detectIsoDate('2024-05-01T12:30:00.123+02:00')).toBeGreaterThanOrEqual(0.9);
    expect(detectIsoDate('2024-05-01 12:30')).toBeGreaterThanOrEqual(0.9);
    expect(detectIsoDate('2024-02-29')).toBeGreaterThanOrEqual(YES); // leap year
  });
  it('rejects impossible or partial dates', () => {
    expect(detectIsoDate('2024-13-01')).toBe(0);
    expect(detectIsoDate('2023-02-29')).toBe(0);
    expect(detectIsoDate('2024-04-31')).toBe(0);
    expect(detectIsoDate('2024-05-01T25:00:00Z')).toBe(0);
    expect(detectIsoDate('2024-05-01T12:30:00+15:00')).toBe(0);
    expect(detectIsoDate('2024-5-1')).toBe(0);
    expect(detectIsoDate('05/01/2024')).toBe(0);
    expect(detectIsoDate('2024')).toBe(0);
  });
});

describe('detectCron', () => {
  it('recognises five-field expressions and macros', () => {
    expect(detectCron('* * * * *')).toBeGreaterThanOrEqual(0.9);
    expect(detectCron('*/15 9-17 * * MON-FRI')).toBeGreaterThanOrEqual(0.9);
    expect(detectCron('0 0 1,15 * *')).toBeGreaterThanOrEqual(0.9);
    expect(detectCron('30 2 ? JAN,JUL SUN')).toBeGreaterThanOrEqual(0.9);
    expect(detectCron('0 0 * * 7')).toBeGreaterThanOrEqual(0.9);
    expect(detectCron('@daily')).toBeGreaterThanOrEqual(0.9);
  });
  it('rejects out-of-range fields and wrong field counts', () => {
    expect(detectCron('60 * * * *')).toBe(0);
    expect(detectCron('* 24 * * *')).toBe(0);
    expect(detectCron('* * 0 * *')).toBe(0);
    expect(detectCron('* * * 13 *')).toBe(0);
    expect(detectCron('* * * * 8')).toBe(0);
    expect(detectCron('5-1 * * * *')).toBe(0);
    expect(detectCron('*/0 * * * *')).toBe(0);
    expect(detectCron('* * * *')).toBe(0);
    expect(detectCron('0 0 * * * * *')).toBe(0);
    expect(detectCron('a b c d e')).toBe(0);
    expect(detectCron('@sometimes')).toBe(0);
  });
  it('does not treat five plain numbers as a confident match', () => {
    expect(detectCron('1 2 3 4 5')).toBeLessThan(YES);
  });
});

describe('detectSql', () => {
  it('recognises common statements', () => {
    expect(detectSql('SELECT id, name FROM users WHERE active = 1;')).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('select * from orders o join users u on u.id = o.user_id')).toBeGreaterThanOrEqual(0.8);
    expect(detectSql("INSERT INTO users (name) VALUES ('Ada');")).toBeGreaterThanOrEqual(0.9);
    expect(detectSql("UPDATE users SET name = 'Bob' WHERE id = 2")).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('DELETE FROM sessions WHERE expires_at < now()')).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('CREATE TABLE users (\n  id INTEGER PRIMARY KEY,\n  email TEXT NOT NULL\n);')).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('CREATE UNIQUE INDEX idx_email ON users (email);')).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('ALTER TABLE users ADD COLUMN age INT;')).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('DROP TABLE IF EXISTS users;')).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('WITH recent AS (SELECT * FROM orders) SELECT count(*) FROM recent')).toBeGreaterThanOrEqual(0.9);
    expect(detectSql('-- monthly report\nSELECT count(*) AS total FROM orders')).toBeGreaterThanOrEqual(0.8);
    expect(detectSql('EXPLAIN ANALYZE SELECT * FROM t')).toBeGreaterThanOrEqual(0.8);
    expect(detectSql('SELECT 1;')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects SQL words in prose', () => {
    expect(detectSql('SELECT')).toBe(0);
    expect(detectSql('Select the best tool from the list')).toBe(0);
    expect(detectSql('select the best tool from the list')).toBe(0);
    expect(detectSql('Please select a tool from the menu')).toBe(0);
    expect(detectSql('update your profile and set a password')).toBe(0);
    expect(detectSql('delete from the list')).toBe(0);
    expect(detectSql('create table of contents')).toBe(0);
    expect(detectSql('Drop table')).toBe(0);
    expect(detectSql('sql formatter')).toBe(0);
    expect(detectSql('with love from Paris')).toBe(0);
  });
});

describe('detectColor', () => {
  it('recognises hex, rgb() and hsl() colours', () => {
    for (const c of [
      '#fff',
      '#FFFA',
      '#1e293b',
      '#1e293b80',
      'rgb(255, 0, 0)',
      'rgba(0,0,0,0.5)',
      'rgb(10 20 30 / 50%)',
      'rgb(100%, 0%, 0%)',
      'hsl(210, 40%, 96%)',
      'hsla(210deg 40% 96% / 0.5)',
    ]) {
      expect(detectColor(c), c).toBeGreaterThanOrEqual(0.9);
    }
  });
  it('rejects near-misses', () => {
    for (const c of [
      '#ffff1',
      '#ggg',
      'fff',
      '#1234567',
      'rgb(300, 0, 0)',
      'rgb(1, 2)',
      'rgb(100%, 0, 0)',
      'hsl(210, 140%, 50%)',
      'hsl(210, 40, 50)',
      'red',
      '# heading',
    ]) {
      expect(detectColor(c), c).toBe(0);
    }
  });
});

const GIT_DIFF = `diff --git a/src/app.ts b/src/app.ts
index 83db48f..bf269f4 100644
--- a/src/app.ts
+++ b/src/app.ts
@@ -1,4 +1,5 @@
 import { start } from './server';
-const port = 3000;
+const port = Number(process.env.PORT ?? 3000);
+const host = '0.0.0.0';

 start(port);
`;

describe('detectDiff', () => {
  it('recognises git and plain unified diffs', () => {
    expect(detectDiff(GIT_DIFF)).toBe(1);
    expect(detectDiff('--- a.txt\n+++ b.txt\n@@ -1 +1 @@\n-old\n+new\n')).toBeGreaterThanOrEqual(0.9);
    expect(detectDiff('@@ -10,3 +10,3 @@ function x() {\n a\n-b\n+c\n')).toBeGreaterThanOrEqual(YES);
    expect(detectDiff('--- a.txt\n+++ b.txt\n@@ -1 +1 @@\n-old\n\\ No newline at end of file\n+new\n')).toBeGreaterThanOrEqual(
      0.9,
    );
  });
  it('rejects near-misses', () => {
    expect(detectDiff('# Title\n\n---\n\n- item one\n+ item two\n')).toBe(0);
    expect(detectDiff('--- a.txt\n+++ b.txt\n')).toBe(0);
    expect(detectDiff('@@ -1 +1 @@\nthis line is not part of a diff\n')).toBe(0);
    expect(detectDiff('@@ mention @@')).toBe(0);
  });
});

const DOCKERFILE = `# syntax=docker/dockerfile:1
ARG NODE_VERSION=20
FROM node:\${NODE_VERSION}-alpine AS build
WORKDIR /app
COPY package*.json ./
RUN npm ci \\
    --omit=dev
COPY . .
EXPOSE 3000
CMD ["node", "server.js"]
`;

describe('detectDockerfile', () => {
  it('recognises Dockerfiles', () => {
    expect(detectDockerfile(DOCKERFILE)).toBeGreaterThanOrEqual(0.9);
    expect(detectDockerfile('FROM nginx:1.27\nCOPY site /usr/share/nginx/html')).toBeGreaterThanOrEqual(0.9);
    expect(detectDockerfile('FROM --platform=linux/amd64 python:3.12-slim')).toBeGreaterThanOrEqual(YES);
  });
  it('recognises heredocs without counting their body', () => {
    expect(
      detectDockerfile('FROM debian\nRUN <<EOF\napt-get update\napt-get install -y curl\nEOF\nCMD ["bash"]'),
    ).toBeGreaterThanOrEqual(0.9);
  });
  it('rejects near-misses', () => {
    expect(detectDockerfile('From here we run the tests')).toBe(0);
    expect(detectDockerfile('FROM here we run the tests')).toBe(0);
    expect(detectDockerfile('RUN npm test\nCOPY . .')).toBe(0); // no FROM
    expect(detectDockerfile('FROM node:20\nThen install the dependencies\nand start the app')).toBe(0);
    expect(detectDockerfile('')).toBe(0);
  });
});

describe('detectGraphql', () => {
  it('recognises operations and fragments', () => {
    expect(detectGraphql('query GetUser($id: ID!) {\n  user(id: $id) { id name ...UserFields }\n}')).toBeGreaterThanOrEqual(0.9);
    expect(detectGraphql('mutation { addStar(input: {starrableId: "x"}) { clientMutationId } }')).toBeGreaterThanOrEqual(0.9);
    expect(detectGraphql('fragment UserFields on User { email avatarUrl(size: 64) }')).toBeGreaterThanOrEqual(0.9);
    expect(detectGraphql('subscription OnEvent { event { id } }')).toBeGreaterThanOrEqual(0.9);
    expect(
      detectGraphql(
        'query ($first: Int = 10, $tags: [String!]) @cached { items(first: $first, tags: $tags, order: DESC) { edges { node { id } } } }',
      ),
    ).toBeGreaterThanOrEqual(0.9);
  });
  it('recognises anonymous selection sets', () => {
    expect(detectGraphql('{\n  viewer {\n    login # me\n    ... on User { bio }\n  }\n}')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects near-misses', () => {
    expect(detectGraphql('{"user": {"id": 1}}')).toBe(0);
    expect(detectGraphql('query the database for users')).toBe(0);
    expect(detectGraphql('query')).toBe(0);
    expect(detectGraphql('{ }')).toBe(0);
    expect(detectGraphql('query { user { id }')).toBe(0);
    expect(detectGraphql('function x() { return 1; }')).toBe(0);
  });
});

// A self-signed P-256 certificate made with `openssl req -x509` for these tests.
const CERTIFICATE = `-----BEGIN CERTIFICATE-----
MIIBiDCCAS2gAwIBAgIUGqwl0P5BTNeDea//vAn4tjiUG6IwCgYIKoZIzj0EAwIw
GTEXMBUGA1UEAwwOZGV0ZWN0LmV4YW1wbGUwHhcNMjYxMTI3MDc0OTAyWhcNMjYx
MTI4MDc0OTAyWjAZMRcwFQYDVQQDDA5kZXRlY3QuZXhhbXBsZTBZMBMGByqGSM49
AgEGCCqGSM49AwEHA0IABCczGeMCUm7rP6EMF/oKz/ql1CO7dFM7bbN3Rhs3oeGJ
s29RMLZwrHKJ3mQL2amY2ifJlA+FdskBJhGaT5Oj1BqjUzBRMB0GA1UdDgQWBBS+
lwpbAgHi27UWgxqLSeqv2CqPjzAfBgNVHSMEGDAWgBS+lwpbAgHi27UWgxqLSeqv
2CqPjzAPBgNVHRMBAf8EBTADAQH/MAoGCCqGSM49BAMCA0kAMEYCIQC0CebcwSmc
Um6rSZ2KcBszLiSKKzrNY/kZxcpIU/ObsAIhANt3yw1MGBq7OXcRHXtFDRb1D1zS
qJnSDGbf8dz9Jb7x
-----END CERTIFICATE-----`;

describe('detectPem', () => {
  it('recognises certificates, CSRs and keys, with text around them', () => {
    expect(detectPem(CERTIFICATE)).toBe(1);
    expect(detectPem(`subject=CN=detect.example\n${CERTIFICATE}\n`)).toBe(1);
    expect(detectPem('-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE\n-----END PUBLIC KEY-----')).toBe(1);
    expect(detectPem('-----BEGIN CERTIFICATE REQUEST-----\nMIIBAAAA\n-----END CERTIFICATE REQUEST-----')).toBe(1);
    expect(detectPem('-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIB\n-----END ENCRYPTED PRIVATE KEY-----')).toBe(1);
  });
  it('still sends a truncated block to the decoder (it explains what is missing)', () => {
    expect(detectPem(CERTIFICATE.slice(0, 200))).toBeGreaterThanOrEqual(YES);
    expect(detectPem(CERTIFICATE.slice(0, 200))).toBeLessThan(1);
  });
  it('rejects near-misses', () => {
    expect(detectPem('-----BEGIN CERTIFICATE-----')).toBe(0);
    expect(detectPem('-----BEGIN PGP SIGNED MESSAGE-----\nHash: SHA256\n\nHello there, this is prose.')).toBe(0);
    expect(detectPem('--- a/file\n+++ b/file')).toBe(0);
    expect(detectPem('a certificate')).toBe(0);
  });
});

describe('detectBcryptHash', () => {
  it('recognises the $2a$, $2b$ and $2y$ variants', () => {
    expect(detectBcryptHash('$2b$12$GhvMmNVjRW29ulnudl.LbuAnUtN/LRfe1JsBm1Xu6LE3059z5Tr8m')).toBe(1);
    expect(detectBcryptHash('$2a$10$N9qo8uLOickgx2ZMRZoMyeIjZAgcfl7p92ldGxad68LJZdL17lhWy')).toBe(1);
    expect(detectBcryptHash('  $2y$04$abcdefghijklmnopqrstuu5Ij4Ngi2r/oCY4dUNXgLtdd8B94T6yG\n')).toBe(1);
  });
  it('rejects near-misses', () => {
    expect(detectBcryptHash('$2b$12$tooshort')).toBe(0);
    expect(detectBcryptHash('$2c$12$GhvMmNVjRW29ulnudl.LbuAnUtN/LRfe1JsBm1Xu6LE3059z5Tr8m')).toBe(0);
    expect(detectBcryptHash('$2b$03$GhvMmNVjRW29ulnudl.LbuAnUtN/LRfe1JsBm1Xu6LE3059z5Tr8m')).toBe(0);
    expect(detectBcryptHash('$6$rounds=5000$saltsalt$hash')).toBe(0);
    expect(detectBcryptHash('$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA')).toBe(0);
  });
});

describe('detectOtpauthUri', () => {
  it('recognises TOTP and HOTP key URIs', () => {
    expect(
      detectOtpauthUri(
        'otpauth://totp/ACME%20Co:john@example.com?secret=HXDMVJECJJWSRB3HWIZR4IFUGFTMXBOZ&issuer=ACME%20Co&algorithm=SHA1&digits=6&period=30',
      ),
    ).toBe(1);
    expect(detectOtpauthUri('otpauth://hotp/Example:alice?secret=JBSWY3DPEHPK3PXP&counter=0')).toBe(1);
  });
  it('gives a URI without a secret a lower score, and rejects others', () => {
    expect(detectOtpauthUri('otpauth://totp/Example:alice?issuer=Example')).toBeLessThan(1);
    expect(detectOtpauthUri('otpauth://sms/Example?secret=JBSWY3DPEHPK3PXP')).toBe(0);
    expect(detectOtpauthUri('https://example.com/?secret=JBSWY3DPEHPK3PXP')).toBe(0);
    expect(detectOtpauthUri('otpauth://totp/a b?secret=X')).toBe(0);
  });
});

describe('detectUlid', () => {
  it('recognises ULIDs of plausible times, in either case', () => {
    expect(detectUlid('01ARZ3NDEKTSV4RRFFQ69G5FAV')).toBeGreaterThanOrEqual(0.9);
    expect(detectUlid('01arz3ndektsv4rrffq69g5fav')).toBeGreaterThanOrEqual(0.9);
    expect(detectUlid(' 01HQ3V6Z5C8M2W7K4D9R1T0XYB\n')).toBeGreaterThanOrEqual(0.9);
  });
  it('rejects near-misses', () => {
    expect(detectUlid('01ARZ3NDEKTSV4RRFFQ69G5FA')).toBe(0);
    expect(detectUlid('01ARZ3NDEKTSV4RRFFQ69G5FAU')).toBe(0);
    expect(detectUlid('8ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toBe(0);
    expect(detectUlid('7ZZZZZZZZZZZZZZZZZZZZZZZZZ')).toBe(0);
    expect(detectUlid('01ARZ3NDEKtsv4rrffq69g5fav')).toBe(0);
    expect(detectUlid('12345678901234567890123456')).toBe(0);
    expect(detectUlid('ABCDEFGHJKMNPQRSTVWXYZABCD')).toBe(0);
  });
});

describe('detectUrl', () => {
  it('recognises web URLs, highest with a query', () => {
    expect(detectUrl('https://example.com/search?q=dev+tools&page=2#top')).toBe(0.9);
    expect(detectUrl('  http://xn--bcher-kva.example/a?b=c\n')).toBe(0.9);
    expect(detectUrl('https://example.com/docs/')).toBeGreaterThanOrEqual(YES);
    expect(detectUrl('wss://socket.example.com:8443/live?token=x')).toBe(0.9);
  });
  it('rejects near-misses', () => {
    expect(detectUrl('example.com/?a=b')).toBe(0);
    expect(detectUrl('mailto:someone@example.com?subject=hi')).toBe(0);
    expect(detectUrl('https://exa mple.com/')).toBe(0);
    expect(detectUrl('see https://example.com/?a=b for details')).toBe(0);
    expect(detectUrl('javascript://alert(1)')).toBe(0);
  });
});

describe('detectUserAgent', () => {
  it('recognises browser and client user agents', () => {
    expect(
      detectUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
      ),
    ).toBe(0.95);
    expect(detectUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(0.95);
    expect(detectUserAgent('User-Agent: Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15')).toBe(0.95);
    expect(detectUserAgent('curl/8.4.0')).toBeGreaterThanOrEqual(YES);
    expect(detectUserAgent('okhttp/4.12.0')).toBeGreaterThanOrEqual(YES);
    expect(detectUserAgent('python-requests/2.31.0')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects near-misses', () => {
    expect(detectUserAgent('usr/1')).toBe(0);
    expect(detectUserAgent('src/app/main.ts')).toBe(0);
    expect(detectUserAgent('Mozilla Firefox')).toBe(0);
    expect(detectUserAgent('curl/8.4.0\nwget/1.21')).toBe(0);
    expect(detectUserAgent('1/2.5')).toBe(0);
  });
});

describe('detectIpAddress and detectIpCidr', () => {
  it('recognises IPv4 and IPv6 addresses', () => {
    expect(detectIpAddress('192.168.1.10')).toBeGreaterThanOrEqual(YES);
    expect(detectIpAddress('2001:db8::1')).toBe(0.95);
    expect(detectIpAddress('::ffff:192.0.2.128')).toBe(0.95);
    expect(detectIpAddress('fe80::1%eth0')).toBe(0.95);
    expect(detectIpAddress('[::1]')).toBe(0.95);
  });
  it('rejects near-misses', () => {
    for (const text of [
      '1.2.3',
      '256.1.1.1',
      '01.2.3.4',
      '12:30',
      '1::2::3',
      'dead:beef',
      '1:2:3:4:5:6:7:8:9',
      'a.b.c.d',
      '10.0.0.0/8',
    ])
      expect(detectIpAddress(text), text).toBe(0);
    expect(isIpv6Text('1:2:3:4:5:6:7:8')).toBe(true);
    expect(isIpv6Text('1:2:3:4:5:6:1.2.3.4')).toBe(true);
    expect(isIpv6Text('1:2:3:4:5:6:7:1.2.3.4')).toBe(false);
  });
  it('recognises networks and lists of them', () => {
    expect(detectIpCidr('10.0.0.0/8')).toBe(0.95);
    expect(detectIpCidr('2001:db8::/32')).toBe(0.95);
    expect(detectIpCidr('10.0.0.0/24\n10.0.1.0/24\n10.0.2.7')).toBe(0.9);
    expect(detectIpCidr('10.0.0.0/33')).toBe(0);
    expect(detectIpCidr('::/129')).toBe(0);
    expect(detectIpCidr('10.0.0.1\n10.0.0.2')).toBe(0);
    expect(detectIpCidr('a/b')).toBe(0);
    expect(detectIpCidr('1/2')).toBe(0);
  });
});

describe('detectMacAddress', () => {
  it('recognises colon, dash and Cisco forms, and lists', () => {
    expect(detectMacAddress('00:1A:2B:3C:4D:5E')).toBe(0.95);
    expect(detectMacAddress('00-1a-2b-3c-4d-5e')).toBe(0.95);
    expect(detectMacAddress('001a.2b3c.4d5e')).toBe(0.95);
    expect(detectMacAddress('00:1a:2b:3c:4d:5e\nf0:18:98:00:00:01')).toBe(0.95);
  });
  it('rejects near-misses', () => {
    for (const text of [
      '00:1a:2b:3c:4d',
      '00:1a-2b:3c:4d:5e',
      '001a2b3c4d5e',
      'gg:1a:2b:3c:4d:5e',
      '00:1a:2b:3c:4d:5e:6f',
      '12:30:45',
    ])
      expect(detectMacAddress(text), text).toBe(0);
  });
});

describe('detectDockerRun', () => {
  it('recognises docker run commands', () => {
    expect(detectDockerRun('docker run -d -p 8080:80 nginx')).toBe(0.95);
    expect(detectDockerRun('sudo docker container run --rm -it alpine sh')).toBe(0.95);
    expect(detectDockerRun('docker run \\\n  --name web nginx')).toBe(0.95);
    expect(detectDockerRun('podman run busybox')).toBe(0.95);
  });
  it('rejects near-misses', () => {
    expect(detectDockerRun('docker ps')).toBe(0);
    expect(detectDockerRun('docker runner')).toBe(0);
    expect(detectDockerRun('how do I docker run nginx')).toBe(0);
  });
});

describe('detectChmod', () => {
  it('recognises chmod commands and ls -l permission strings', () => {
    expect(detectChmod('chmod 755')).toBe(0.95);
    expect(detectChmod('chmod 0644 file.txt')).toBe(0.95);
    expect(detectChmod('sudo chmod -R 2775 /srv/shared')).toBe(0.95);
    expect(detectChmod('chmod u+x,g-w script.sh')).toBe(0.95);
    expect(detectChmod('chmod a=r notes')).toBe(0.95);
    expect(detectChmod('-rwxr-xr-x')).toBe(0.9);
    expect(detectChmod('drwxrwsr-t')).toBe(0.9);
    expect(detectChmod('rw-r--r--')).toBe(0.9);
  });
  it('rejects near-misses', () => {
    for (const text of ['chmod', 'chmod 999 x', 'chmodder 755', '755', '----------', 'rwx', 'change mode 755'])
      expect(detectChmod(text), text).toBe(0);
  });
});

describe('detectArithmetic', () => {
  it('recognises calculations', () => {
    for (const text of [
      '2^10',
      '(3 + 4) * 12.5',
      'sqrt(2) / 2',
      '12*7',
      '2 + 2',
      '-3 * (4 - 1)',
      '10!',
      '1.5e3 / 4',
      '2 × 3 ÷ 4',
      'pi * 2^2',
      '17 % 5',
    ]) {
      expect(detectArithmetic(text), text).toBeGreaterThanOrEqual(YES);
    }
  });
  it('gives a spaced subtraction or division a lower score', () => {
    expect(detectArithmetic('100 - 37')).toBeGreaterThanOrEqual(YES);
    expect(detectArithmetic('100 - 37')).toBeLessThan(detectArithmetic('100 + 37'));
    expect(detectArithmetic('355 / 113')).toBeGreaterThanOrEqual(YES);
  });
  it('rejects dates, times, phone numbers, ranges, versions and plain numbers', () => {
    for (const text of [
      '42',
      '3.14',
      '2024-05-01',
      '12/05/2024',
      '1/2',
      '10:30',
      '10-20',
      '555-123-4567',
      '+1 555 123 4567',
      '+44 20 7946 0958',
      '1.2.3',
      '10.0.0.1',
      '1,000',
      '12 34',
      '100%',
      '50% of 20',
      '3 x 4',
      'a + b',
      'x = 2 + 3',
      '(1 + 2',
      '1 + 2)',
      '2 +',
      'sqrt',
      'foo(2)',
      '1 + 1\n2 + 2',
      '',
    ]) {
      expect(detectArithmetic(text), text).toBe(0);
    }
  });
});

describe('detectIban', () => {
  it('is near-sure of IBANs whose check digits hold, grouped or not', () => {
    for (const text of [
      'GB82 WEST 1234 5698 7654 32',
      'DE89370400440532013000',
      'fr14 2004 1010 0505 0001 3m02 606',
      'IBAN: NL91ABNA0417164300',
    ])
      expect(detectIban(text), text).toBeGreaterThanOrEqual(0.9);
  });
  it('still offers a grouped IBAN with a typo, less surely', () => {
    expect(detectIban('GB82 WEST 1234 5698 7654 33')).toBeGreaterThanOrEqual(YES);
    expect(detectIban('GB82 WEST 1234 5698 7654 33')).toBeLessThan(0.9);
  });
  it('rejects other codes', () => {
    for (const text of ['GB82WEST12345698765433', 'AB12', 'ABCD1234', '4111 1111 1111 1111', 'DE12', 'hello world 12345678'])
      expect(detectIban(text), text).toBe(0);
  });
});

describe('detectPhoneNumber', () => {
  it('recognises international and common national shapes', () => {
    for (const text of [
      '+44 20 7946 0958',
      '+1 (555) 123-4567',
      '+33612345678',
      '(555) 123-4567',
      '555-123-4567',
      '020 7946 0958',
      '06 12 34 56 78',
    ])
      expect(detectPhoneNumber(text), text).toBeGreaterThanOrEqual(YES);
  });
  it('rejects dates, ids, timestamps, sums and versions', () => {
    for (const text of [
      '2024-05-01',
      '1700000000',
      '12345678',
      '+1 + 2',
      '1.2.3',
      '10.0.0.1',
      '+12',
      '555 1234',
      '3 + 4',
      '12/05/2024',
    ])
      expect(detectPhoneNumber(text), text).toBe(0);
  });
});

describe('detectWifiUri', () => {
  it('recognises the WIFI: strings of Wi-Fi QR codes, escapes included', () => {
    for (const text of [
      'WIFI:T:WPA;S:Home;P:correct horse;;',
      'WIFI:S:My\\;Net;T:WEP;P:abcde;H:true;;',
      'wifi:t:nopass;s:Library;;',
      '  WIFI:T:SAE;S:Café;P:pässwörd!;;\n',
    ])
      expect(detectWifiUri(text), text).toBe(1);
  });
  it('rejects other text, a WIFI: with no name, and several lines', () => {
    for (const text of [
      'WIFI:',
      'WIFI:T:WPA;P:secret;;',
      'wifi password is hunter2',
      'WIFI:S:a;;\nWIFI:S:b;;',
      `WIFI:S:${'x'.repeat(2000)};;`,
    ])
      expect(detectWifiUri(text), text).toBe(0);
  });
});

describe('detectEmoji', () => {
  // The oracle: Unicode's emoji-test.txt as Debian ships it (package unicode-data, Emoji 15.0).
  const fullyQualified = fs
    .readFileSync('/usr/share/unicode/emoji/emoji-test.txt', 'utf8')
    .split('\n')
    .map((line) => /^([0-9A-F ]+?)\s*; fully-qualified\s*#/.exec(line)?.[1])
    .filter((codes): codes is string => codes !== undefined)
    .map((codes) => String.fromCodePoint(...codes.split(' ').map((hex) => parseInt(hex, 16))));

  it('recognises every fully-qualified emoji of Unicode emoji-test.txt on its own', () => {
    expect(fullyQualified).toHaveLength(3655);
    const missed = fullyQualified.filter((emoji) => detectEmoji(emoji) < YES);
    expect(missed).toEqual([]);
  });
  it('recognises short runs, with or without spaces between them', () => {
    for (const text of ['🎉🚀', '👍 👍 👍', ' 🇫🇷🇩🇪\n', '👩🏽‍💻✨', '1️⃣2️⃣3️⃣', fullyQualified.slice(100, 108).join('')])
      expect(detectEmoji(text), text).toBeGreaterThanOrEqual(YES);
  });
  it('rejects text with an emoji in it, text-style symbols alone and long runs', () => {
    for (const text of [
      'Great job 🎉',
      '🎉 done',
      'ship it 🚀🚀',
      ':tada:',
      '©',
      '™',
      '↔',
      '1',
      '#',
      '123',
      '🎉'.repeat(9),
      fullyQualified.slice(0, 40).join(''),
    ])
      expect(detectEmoji(text), text).toBe(0);
  });
});
