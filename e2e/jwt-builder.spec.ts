import { execFileSync } from 'node:child_process';
import { expectNoSeriousA11yViolationsInBothThemes } from './a11y';
import { expect, test } from './fixtures';

// PyJWT (Debian python3-jwt) verifies the tokens the page signs.
const PY = `
import json, sys, jwt
r = json.load(sys.stdin)
print(json.dumps(jwt.decode(r["token"], r["key"], algorithms=[r["alg"]], options={"verify_aud": False})))
`;
const pyDecode = (token: string, key: string, alg: string) =>
  JSON.parse(execFileSync('/usr/bin/python3', ['-c', PY], { input: JSON.stringify({ token, key, alg }) }).toString()) as Record<
    string,
    unknown
  >;

test.describe('JWT builder', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/tools/jwt-builder');
    await expect(page.getByRole('heading', { level: 1, name: 'JWT Builder' })).toBeVisible({ timeout: 15_000 });
  });

  test('HS256 with a secret and an expiry from the claims helper: PyJWT verifies it', async ({ page }) => {
    await page.getByLabel('Secret', { exact: true }).fill('an e2e secret that is long enough!!');
    await page.getByRole('button', { name: 'Expires (exp): now +1 hour' }).click();
    await expect(page.getByLabel('Payload (claims, JSON)')).toHaveValue(/"exp": \d{10}/);
    await expect(page.getByText('Signature verified with the secret (HS256).')).toBeVisible({ timeout: 15_000 });
    const token = await page.getByLabel('Signed token').inputValue();
    const claims = pyDecode(token, 'an e2e secret that is long enough!!', 'HS256');
    expect(claims).toMatchObject({ sub: '1234567890', name: 'Ada Lovelace', iat: 1516239022 });
    const secondsLeft = (claims.exp as number) - Date.now() / 1000;
    expect(secondsLeft).toBeGreaterThan(3000);
    expect(secondsLeft).toBeLessThanOrEqual(3600);
  });

  test('ES256 with a generated key pair: PyJWT verifies with the public key shown', async ({ page }) => {
    await page.getByLabel('Algorithm').selectOption('ES256');
    await page.getByRole('button', { name: 'Generate a key pair' }).click();
    await expect(page.getByLabel('Private key (PEM or JWK)')).toHaveValue(/^-----BEGIN PRIVATE KEY-----/);
    await expect(page.getByText('Signature verified with the public key below (ES256).')).toBeVisible({ timeout: 15_000 });
    const token = await page.getByLabel('Signed token').inputValue();
    const publicPem = await page.getByLabel('Public key (verifies the token)').inputValue();
    expect(pyDecode(token, publicPem, 'ES256')).toMatchObject({ name: 'Ada Lovelace' });
  });

  test('a key of the wrong kind, and broken JSON: clear messages, the input kept', async ({ page }) => {
    const edKey = execFileSync('openssl', ['genpkey', '-algorithm', 'ed25519']).toString();
    await page.getByLabel('Algorithm').selectOption('ES256');
    await page.getByLabel('Private key (PEM or JWK)').fill(edKey);
    await expect(page.getByText('ES256 signs with an ECDSA P-256 key, and this is an Ed25519 key: choose EdDSA')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByLabel('Algorithm').selectOption('EdDSA');
    await page.getByLabel('Private key (PEM or JWK)').fill(edKey);
    await expect(page.getByText('Signature verified with the public key below (EdDSA).')).toBeVisible({ timeout: 15_000 });

    await page.getByLabel('Payload (claims, JSON)').fill('{\n  "sub": "x",\n  "admin": tru\n}');
    await expect(page.getByText(/^The payload is not valid JSON \(line 3, column \d+\)/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Payload (claims, JSON)')).toHaveValue('{\n  "sub": "x",\n  "admin": tru\n}');
  });

  test('has no serious accessibility violations, light or dark', async ({ page }) => {
    test.slow();
    await page.getByLabel('Algorithm').selectOption('RS256');
    await page.getByRole('button', { name: 'Generate a key pair' }).click();
    await expect(page.getByText('Signature verified with the public key below (RS256).')).toBeVisible({ timeout: 30_000 });
    await expectNoSeriousA11yViolationsInBothThemes(page);
  });
});
