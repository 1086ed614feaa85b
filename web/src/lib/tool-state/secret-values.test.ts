import { describe, expect, it } from 'vitest';
import { isSecretName, redactSecretAssignments, redactUrlPasswords } from './secret-values';

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
