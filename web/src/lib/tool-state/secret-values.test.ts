import { describe, expect, it } from 'vitest';
import {
  isSecretHeader,
  isSecretName,
  redactSecretAssignments,
  redactSecretHeaders,
  redactSecretUrl,
  redactUrlPasswords,
} from './secret-values';

describe('secrets in free text', () => {
  it.each([
    'API_KEY',
    'GITHUB_TOKEN',
    'DB_PASSWORD',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_ACCESS_KEY_ID',
    'DATABASE_URL',
    'SENTRY_DSN',
    'PGPASSWORD',
    'NPM_AUTH_TOKEN',
    'SSH_PRIVATE_KEY',
    'SMTP_PASS',
    'SESSION_SECRET',
    'REDIS_CONNECTION_STRING',
  ])('%s is a secret name', (name) => expect(isSecretName(name)).toBe(true));
  it.each(['NODE_ENV', 'PORT', 'CI', 'LOG_LEVEL', 'PATH', 'KEYBOARD_LAYOUT', 'PASSENGER_COUNT', 'TZ'])('%s is not', (name) =>
    expect(isSecretName(name)).toBe(false),
  );

  it('empties secret values and says which, keeping every other line as it was', () => {
    const text =
      'NODE_ENV=production\nAPI_KEY=sk-123\nexport DB_PASSWORD = hunter2\nENV GITHUB_TOKEN=ghp_x\nPORT: 8080\nEMPTY_TOKEN=';
    expect(redactSecretAssignments(text)).toEqual({
      text: 'NODE_ENV=production\nAPI_KEY=\nexport DB_PASSWORD = \nENV GITHUB_TOKEN=\nPORT: 8080\nEMPTY_TOKEN=',
      labels: ['value of API_KEY', 'value of DB_PASSWORD', 'value of GITHUB_TOKEN'],
    });
  });

  it('removes passwords from URLs, wherever they are', () => {
    expect(redactUrlPasswords('postgres://app:s3cr%40t@db:5432/app and https://example.com/x')).toEqual({
      text: 'postgres://app:@db:5432/app and https://example.com/x',
      count: 1,
    });
    expect(redactSecretAssignments('UPSTREAM=redis://:pw@cache:6379')).toEqual({
      text: 'UPSTREAM=redis://:@cache:6379',
      labels: ['password in UPSTREAM'],
    });
  });
});

describe('secrets in requests', () => {
  it('credential headers are secret, others not', () => {
    for (const name of ['Authorization', 'cookie', 'X-API-Key', 'X-Auth-Token', 'Proxy-Authorization', 'x-access-token'])
      expect(isSecretHeader(name), name).toBe(true);
    for (const name of ['Accept', 'Content-Type', 'User-Agent', 'X-Request-Id', 'Cache-Control'])
      expect(isSecretHeader(name), name).toBe(false);
  });

  it('header rows lose the values of credential headers only', () => {
    const rows = [
      { key: 'Authorization', value: 'Bearer abc' },
      { key: 'Accept', value: 'application/json' },
      { key: 'Cookie', value: 'sid=1' },
      { key: 'X-Api-Key', value: '' },
    ];
    expect(redactSecretHeaders(rows)).toEqual({
      rows: [
        { key: 'Authorization', value: '' },
        { key: 'Accept', value: 'application/json' },
        { key: 'Cookie', value: '' },
        { key: 'X-Api-Key', value: '' },
      ],
      labels: ['Authorization header', 'Cookie header'],
    });
  });

  it('URLs lose passwords and secret query parameters, keeping the rest', () => {
    expect(redactSecretUrl('https://user:pw@api.example.com/v1/items?api_key=abc&page=2&access%5Ftoken=x#top')).toEqual({
      url: 'https://user:@api.example.com/v1/items?api_key=&page=2&access%5Ftoken=#top',
      labels: ['password in the URL', 'api_key in the URL', 'access_token in the URL'],
    });
    expect(redactSecretUrl('https://example.com/?q=token')).toEqual({ url: 'https://example.com/?q=token', labels: [] });
  });
});
