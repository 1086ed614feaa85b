import { randomBytes } from 'node:crypto';
import { SMTPServer } from 'smtp-server';
import { linksIn, parseMail, type ParsedMail } from './mail-parse';

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export type MailCatcher = {
  url: string;
  messages: ParsedMail[];
  /** Resolves with the first message (received already or later) matching `predicate`. */
  waitFor(predicate: (mail: ParsedMail) => boolean, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
};

export async function startMailCatcher(): Promise<MailCatcher> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push(parseMail(Buffer.concat(chunks).toString('utf8')));
        for (const wake of waiters) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = (server as unknown as { server: { address(): { port: number } } }).server.address();
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages,
    waitFor(predicate, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = messages.find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`No matching mail within ${timeoutMs} ms (received: ${messages.map((m) => `${m.to}: ${m.subject}`).join('; ') || 'none'})`));
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export function mailTo(email: string, subject: RegExp) {
  return (mail: ParsedMail) => mail.to.includes(email) && subject.test(mail.subject);
}

/** The one link in a mail that points at our API or pages. */
export function appLink(mail: ParsedMail, baseUrl: string): string {
  const link = linksIn(mail).find((l) => l.startsWith(baseUrl));
  if (!link) throw new Error(`No link to ${baseUrl} in: ${mail.text}`);
  return link;
}

export type Reply = { status: number; headers: Headers; json: any; text: string };

/**
 * A browser stand-in: keeps cookies like a browser does and sends our Origin on every request.
 * Requests use fetch with redirect 'manual', so tests see the redirects they follow.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  constructor(
    readonly baseUrl: string,
    readonly defaultHeaders: Record<string, string> = { origin: baseUrl },
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = value === '' || attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=.*1970/i.test(a));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
    const url = path.startsWith('http') ? path : `${this.baseUrl}${path}`;
    const cookie = this.cookieHeader();
    const response = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        ...this.defaultHeaders,
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    this.store(response.headers);
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  post(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
    return this.request('POST', path, body, headers);
  }

  get(path: string, headers: Record<string, string> = {}) {
    return this.request('GET', path, undefined, headers);
  }

  async session() {
    const reply = await this.get('/api/auth/get-session');
    if (reply.status !== 200) throw new Error(`get-session answered ${reply.status}: ${reply.text}`);
    return reply.json as null | { user: { id: string; email: string; plan: string; emailVerified: boolean; twoFactorEnabled: boolean }; isPro: boolean; session: { expiresAt: string } };
  }

  signUp(email: string, password: string) {
    return this.post('/api/auth/sign-up/email', { email, password });
  }

  signIn(email: string, password: string) {
    return this.post('/api/auth/sign-in/email', { email, password });
  }
}

export const strongPassword = 'Str0ngPassword';

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomBytes(5).toString('hex')}@example.com`;
}

export function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
