import type { MailMessage } from './mailer';

// The product's emails: plain text first (what most clients preview), and a simple branded HTML
// version with inline styles, since mail clients ignore style sheets.

const product = 'DevForge';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

type Layout = { to: string; subject: string; heading: string; intro: string; action?: { label: string; url: string }; outro: string };

function compose({ to, subject, heading, intro, action, outro }: Layout): MailMessage {
  const text = [heading, '', intro, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', outro, '', `— The ${product} team`].join('\n');
  const button = action
    ? `<p style="margin:28px 0"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 22px;border-radius:8px">${escapeHtml(action.label)}</a></p>
       <p style="margin:0 0 20px;font-size:13px;color:#475569">If the button does not work, paste this link into your browser:<br><a href="${escapeHtml(action.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:32px 12px">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
        <tr><td style="padding:24px 32px;border-bottom:1px solid #e2e8f0;font-size:20px;font-weight:700">Dev<span style="color:#4f46e5">Forge</span></td></tr>
        <tr><td style="padding:28px 32px">
          <h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(heading)}</h1>
          <p style="margin:0;font-size:15px;line-height:1.6">${escapeHtml(intro)}</p>
          ${button}
          <p style="margin:0;font-size:14px;line-height:1.6;color:#475569">${escapeHtml(outro)}</p>
        </td></tr>
        <tr><td style="padding:18px 32px;border-top:1px solid #e2e8f0;font-size:12px;color:#64748b">You received this email because of an action on your ${product} account.</td></tr>
      </table>
    </td></tr>
  </table>
</body></html>`;
  return { to, subject, text, html };
}

export function confirmationEmail({ to, url }: { to: string; url: string }): MailMessage {
  return compose({
    to,
    subject: `Confirm your ${product} email`,
    heading: 'Confirm your email address',
    intro: `Thanks for signing up for ${product}. Confirm that this address is yours to finish setting up your account.`,
    action: { label: 'Confirm email', url },
    outro: 'The link is valid for 24 hours. If you did not create an account, you can ignore this email.',
  });
}

export function passwordResetEmail({ to, url, create, ttlMinutes }: { to: string; url: string; create: boolean; ttlMinutes: number }): MailMessage {
  const what = create ? 'create a password' : 'reset your password';
  return compose({
    to,
    subject: create ? `Create your ${product} password` : `Reset your ${product} password`,
    heading: create ? 'Create your password' : 'Reset your password',
    intro: `We received a request to ${what} for your ${product} account. Use the button below to choose a new one.`,
    action: { label: create ? 'Create password' : 'Set a new password', url },
    outro: `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for this, ignore this email: your password stays as it is.`,
  });
}

/** Sent to the owner when someone tries to sign up with an address that already has an account. */
export function existingAccountEmail({ to, signInUrl, resetUrl }: { to: string; signInUrl: string; resetUrl: string }): MailMessage {
  return compose({
    to,
    subject: `Someone tried to sign up to ${product} with your email`,
    heading: 'You already have an account',
    intro: `Someone (maybe you) tried to create a ${product} account with this address, which already has one. No new account was created.`,
    action: { label: 'Sign in', url: signInUrl },
    outro: `Forgot your password? Reset it here: ${resetUrl}. If this was not you, no action is needed.`,
  });
}
