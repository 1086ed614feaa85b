import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { linksIn, parseMail, type ParsedMail } from '../server/test/mail-parse';

export { secretFromUri, totp } from '../server/test/totp';

export const password = 'E2e-Passw0rd';

export function newEmail(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

/** Signs a user up through the API (as the browser would, with our Origin). */
export async function signUpViaApi(request: APIRequestContext, baseURL: string, email: string, pass = password) {
  const response = await request.post('/api/auth/sign-up/email', { data: { email, password: pass }, headers: { origin: baseURL } });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * The e2e server has no SMTP_URL, so its mail lands in DATA_DIR/outbox as .eml files
 * (playwright.config.ts shares that folder as E2E_DATA_DIR). Waits for the newest one to `email`.
 */
export async function mailFromOutbox(email: string, subject: RegExp): Promise<ParsedMail> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let found: ParsedMail | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(outbox)) return false;
        const files = fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')).sort().reverse();
        for (const file of files) {
          const mail = parseMail(fs.readFileSync(path.join(outbox, file), 'utf8'));
          if (mail.to.includes(email) && subject.test(mail.subject)) {
            found = mail;
            return true;
          }
        }
        return false;
      },
      { message: `a mail to ${email} matching ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: ParsedMail, baseURL: string): string {
  const link = linksIn(mail).find((l) => l.startsWith(baseURL));
  if (!link) throw new Error(`No link in: ${mail.text}`);
  return link;
}

export async function signInWithForm(page: Page, email: string, pass = password) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('main').getByLabel('Password', { exact: true }).fill(pass);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** The header's account dropdown, labelled with the part of the email before the @. */
export function accountMenuButton(page: Page, email: string) {
  return page.getByRole('banner').getByRole('button', { name: email.split('@')[0] });
}
