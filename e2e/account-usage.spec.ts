import { expectNoSeriousA11yViolations } from './a11y';
import { callAi, expect, FREE_DAILY_LIMIT, setPlan, test } from './ai-server';

test('shows the day’s usage after AI calls, with a green bar and the 7-day history', async ({ page, email, aiServer }) => {
  void email;
  await callAi(page.request, aiServer, 2);
  await page.goto('/account');
  const usage = page.getByRole('region', { name: 'AI Usage Statistics' });
  await expect(usage.getByRole('definition').first()).toHaveText(`2 of ${FREE_DAILY_LIMIT}`);
  await expect(usage.getByText('Remaining').locator('..').getByRole('definition')).toHaveText('3');
  await expect(usage.getByText('Resets in').locator('..').getByRole('definition')).toHaveText(
    /^(\d+ h( \d+ min)?|\d+ min|less than a minute)$/,
  );
  const bar = usage.getByRole('progressbar', { name: 'Free AI requests used today' });
  await expect(bar).toHaveAttribute('aria-valuenow', '2');
  await expect(bar).toHaveAttribute('aria-valuemax', String(FREE_DAILY_LIMIT));
  await expect(bar).toHaveAttribute('data-level', 'ok');
  const history = usage.getByRole('figure', { name: 'Last 7 days' }).getByRole('listitem');
  await expect(history).toHaveCount(7);
  await expect(history.last()).toContainText('(today): 2 requests');
  await expect(usage.getByText('Code explanation')).toBeVisible();
  // Below 80 %: no warning.
  await expect(page.getByText(/free AI requests today/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('warns free users from 80 % of the limit, turns the bar yellow then red, and refreshes every 60 s', async ({
  page,
  email,
  aiServer,
}) => {
  void email;
  // Five AI calls through the server, two page states and an axe run: over 30 s on a busy machine.
  test.slow();
  await page.clock.install();
  await callAi(page.request, aiServer, FREE_DAILY_LIMIT - 1);
  await page.goto('/account');
  const banner = page
    .getByRole('status')
    .filter({ hasText: `You've used ${FREE_DAILY_LIMIT - 1} of ${FREE_DAILY_LIMIT} free AI requests today` });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('1 request is left');
  const bar = page.getByRole('progressbar', { name: 'Free AI requests used today' });
  await expect(bar).toHaveAttribute('data-level', 'warning');
  await expectNoSeriousA11yViolations(page);

  // The last free request, then the page catches up by itself within a minute.
  await callAi(page.request, aiServer, 1);
  await expect(bar).toHaveAttribute('data-level', 'warning');
  await page.clock.runFor(60_000);
  await expect(bar).toHaveAttribute('data-level', 'limit');
  await expect(bar).toHaveAttribute('aria-valuenow', String(FREE_DAILY_LIMIT));
  await expect(page.getByRole('alert').filter({ hasText: 'Daily AI limit reached' })).toBeVisible();
  await expect(page.getByText('Remaining').locator('..').getByRole('definition')).toHaveText('0');

  const refused = await page.request.post('/api/ai/tasks/explain', {
    data: { code: 'x', language: 'js' },
    headers: { origin: aiServer.url },
  });
  expect(refused.status()).toBe(429);
});

test('the upgrade button tells the user about the card-checkout provider', async ({ page, email }) => {
  void email;
  await page.goto('/account');
  const plan = page.getByRole('region', { name: 'Upgrade to Pro' });
  await expect(plan.getByText('$9')).toBeVisible();
  const shown: { type: string; message: string }[] = [];
  page.once('dialog', (dialog) => {
    shown.push({ type: dialog.type(), message: dialog.message() });
    void dialog.accept();
  });
  await plan.getByRole('button', { name: 'Upgrade to Pro' }).click();
  await expect.poll(() => shown).toEqual([{ type: 'alert', message: expect.stringContaining('card-checkout provider') }]);
  await expect(page.getByRole('region', { name: 'Pro benefits' })).toHaveCount(0);
});

test('shows the Pro benefits and unlimited usage after `admin set-plan … pro`', async ({ page, email, aiServer }) => {
  // The admin CLI is a Node process of its own: a few seconds on a busy machine.
  test.slow();
  await setPlan(aiServer, email, 'pro');
  await callAi(page.request, aiServer, FREE_DAILY_LIMIT + 1);
  await page.goto('/account');
  const benefits = page.getByRole('region', { name: 'Pro benefits' });
  await expect(benefits.getByRole('listitem')).toHaveCount(24);
  await expect(benefits.getByRole('listitem').first()).toHaveText('JWT Decoder');
  await expect(benefits.getByRole('listitem').last()).toHaveText('Priority Support');
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0);
  const usage = page.getByRole('region', { name: 'AI Usage Statistics' });
  await expect(usage.getByText('Remaining').locator('..').getByRole('definition')).toHaveText('Unlimited');
  await expect(usage.getByRole('definition').first()).toHaveText(`${FREE_DAILY_LIMIT + 1} requests`);
  await expect(usage.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText(/free AI requests today|Daily AI limit reached/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});
