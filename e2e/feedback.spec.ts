import { expect, test, type Page } from '@playwright/test';
import { holdRequests } from './hold-requests';

// The footer's Send Feedback form against the real server (POST /api/feedback).

function feedbackForm(page: Page) {
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Send Feedback' });
  return {
    form,
    message: form.getByRole('textbox', { name: 'Message' }),
    email: form.getByRole('textbox', { name: /^Email/ }),
    submit: form.getByRole('button', { name: /Send Feedback|Sending/ }),
  };
}

test.beforeEach(async ({ page }) => {
  await page.goto('/about');
  // The footer is a lazy chunk: on a busy machine it can take a few seconds to arrive.
  await expect(page.getByRole('contentinfo').getByRole('form', { name: 'Send Feedback' })).toBeVisible({ timeout: 15_000 });
});

test('sends feedback, thanks, clears the fields and offers another', async ({ page }) => {
  const f = feedbackForm(page);
  const text = `E2E feedback ${Date.now()}`;
  await f.message.fill(`  ${text}  `);
  await f.email.fill('e2e@example.com');

  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/feedback') && r.request().method() === 'POST');
  await f.submit.click();
  const response = await responsePromise;
  expect(response.status()).toBe(201);
  expect(response.request().postDataJSON()).toEqual({ message: text, email: 'e2e@example.com' });
  const body = await response.json();
  expect(body.id).toMatch(/^[0-9a-f-]{36}$/);

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Thank you for your feedback!')).toBeVisible();
  await expect(footer.getByText('Thank you for your feedback!')).toBeFocused();
  await footer.getByRole('button', { name: 'Send another message' }).click();
  await expect(f.message).toHaveValue('');
  await expect(f.email).toHaveValue('');
  await expect(f.message).toBeFocused();
});

test('shows Sending… and disables the button while the request is in flight', async ({ page }) => {
  const release = await holdRequests(page, '**/api/feedback');
  const f = feedbackForm(page);
  await f.message.fill('Slow network test');
  await f.submit.click();
  await expect(f.submit).toHaveText('Sending…');
  await expect(f.submit).toBeDisabled();
  release();
  await expect(page.getByRole('contentinfo').getByText('Thank you for your feedback!')).toBeVisible();
});

test('a blank message is refused before sending', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/feedback')) posted = true;
  });
  const f = feedbackForm(page);
  await f.message.fill('   ');
  await f.submit.click();
  await expect(f.form.getByText('Please enter a message')).toBeVisible();
  await expect(f.message).toHaveAttribute('aria-invalid', 'true');
  await expect(f.message).toBeFocused();
  expect(posted).toBe(false);
});

test('a malformed email is refused before sending', async ({ page }) => {
  let posted = false;
  page.on('request', (r) => {
    if (r.url().endsWith('/api/feedback')) posted = true;
  });
  const f = feedbackForm(page);
  await f.message.fill('Hello');
  await f.email.fill('not-an-email');
  await f.submit.click();
  await expect(f.form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(f.email).toBeFocused();
  expect(posted).toBe(false);
});

test('the server’s 400 message is shown', async ({ page }) => {
  const f = feedbackForm(page);
  await f.message.fill('Hello');
  // Passes the browser's plain check, but the server's stricter schema refuses a one-letter TLD.
  await f.email.fill('dev@example.c');
  const responsePromise = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
  await f.submit.click();
  expect((await responsePromise).status()).toBe(400);
  await expect(f.form.getByRole('alert')).toHaveText('Please enter a valid email address');
  await expect(f.message).toHaveValue('Hello');
});

test('a rate-limit answer (429) is shown as the server words it', async ({ page }) => {
  await page.route('**/api/feedback', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '42' },
      body: JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests. Please try again in 42 s.' } }),
    }),
  );
  const f = feedbackForm(page);
  await f.message.fill('Hello again');
  await f.submit.click();
  await expect(f.form.getByRole('alert')).toHaveText('Too many requests. Please try again in 42 s.');
  await expect(f.submit).toBeEnabled();
});

test('offline: refused with No internet connection', async ({ page, context }) => {
  const f = feedbackForm(page);
  await f.message.fill('Written on a train');
  await context.setOffline(true);
  await expect(f.form.getByText('No internet connection')).toBeVisible();
  await expect(f.submit).toBeDisabled();
  await f.message.press('Control+Enter');
  await f.email.press('Enter');
  await expect(page.getByRole('contentinfo').getByText('Thank you for your feedback!')).toBeHidden();

  await context.setOffline(false);
  await expect(f.form.getByText('No internet connection')).toBeHidden();
  await expect(f.submit).toBeEnabled();
  await f.submit.click();
  await expect(page.getByRole('contentinfo').getByText('Thank you for your feedback!')).toBeVisible();
});
