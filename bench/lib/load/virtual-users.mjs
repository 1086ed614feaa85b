// Virtual users for the mixed-flow load run (bench/load.bench.mjs): each signs up, then loops with
// a think time of 1–3 s over the flows real users have, picked by weight from a seeded generator.
// Everything the server acknowledges is remembered, for the audit afterwards (./audit.mjs).
import { setTimeout as delay } from 'node:timers/promises';
import { prng } from '../generate.mjs';
import { cookieOf, request } from './http-client.mjs';

/** Flows, weighted like real use (per 100 actions). Sign-in again is 5 % of actions. */
export const FLOWS = [
  { name: 'health', weight: 4 },
  { name: 'usage read', weight: 12 },
  { name: 'keys read', weight: 8 },
  { name: 'snippet list', weight: 20 },
  { name: 'snippet create', weight: 12 },
  { name: 'snippet update', weight: 7 },
  { name: 'snippet delete', weight: 5 },
  { name: 'AI task', weight: 8 },
  { name: 'AI stream', weight: 6 },
  { name: 'relay', weight: 8 },
  { name: 'sign-in', weight: 5 },
  { name: 'page', weight: 5 },
];
const totalWeight = FLOWS.reduce((sum, flow) => sum + flow.weight, 0);

/** Per-flow latencies and statuses, and the unexpected answers with when they came. */
export class Stats {
  byFlow = new Map();
  unexpected = [];
  record(flow, ms, status, at, expected) {
    let entry = this.byFlow.get(flow);
    if (!entry) this.byFlow.set(flow, (entry = { latencies: [], times: [], statuses: new Map() }));
    entry.latencies.push(ms);
    entry.times.push(at);
    entry.statuses.set(status, (entry.statuses.get(status) ?? 0) + 1);
    if (!expected) this.unexpected.push({ flow, status, at });
  }
  /** p99 and count of the requests of `flows` that ended between `from` and `to`. */
  p99Between(from, to, flows) {
    const ms = [];
    for (const [flow, { latencies, times }] of this.byFlow) {
      if (!flows.has(flow)) continue;
      times.forEach((at, i) => at >= from && at <= to && ms.push(latencies[i]));
    }
    ms.sort((a, b) => a - b);
    return {
      count: ms.length,
      p99: ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor(0.99 * ms.length))] * 10) / 10 : null,
    };
  }
  summary() {
    const rows = [];
    for (const [flow, { latencies, statuses }] of this.byFlow) {
      const sorted = [...latencies].sort((a, b) => a - b);
      const pick = (q) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 10) / 10;
      rows.push({ flow, count: sorted.length, p50: pick(0.5), p99: pick(0.99), statuses: Object.fromEntries(statuses) });
    }
    return rows.sort((a, b) => b.count - a.count);
  }
}

export class VirtualUser {
  constructor({ index, baseUrl, runId, seed }) {
    this.index = index;
    this.baseUrl = baseUrl;
    this.tag = `${runId}-u${index}`;
    this.email = `load-${this.tag}@example.com`;
    this.password = `Load-${this.tag}-Passw0rd`;
    this.cookie = '';
    this.random = prng(seed).next;
    /** Acknowledged snippets: id → { title, code }. */
    this.snippets = new Map();
    this.aiAnswered = 0;
    /** Ids the server acknowledged deleting. */
    this.deleted = new Set();
    /** Snippets whose last update or delete got no answer (a connection reset by a killed instance): it may or may not have landed. */
    this.unsettled = new Set();
    this.created = 0;
  }

  /** A JSON content type only with a body, as a browser's fetch sends it (Fastify refuses an empty body typed as JSON with 400). */
  headers({ json = true, ...extra } = {}) {
    return { ...(json ? { 'content-type': 'application/json' } : {}), origin: this.baseUrl, cookie: this.cookie, ...extra };
  }

  async request(path, { method = 'GET', body, signal } = {}) {
    return request(`${this.baseUrl}${path}`, {
      method,
      headers: this.headers({ json: body !== undefined }),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  }

  /** Signs up (retrying while the password-hashing line is full, as a browser would after Retry-After). */
  async signUp(signal) {
    for (let attempt = 0; ; attempt++) {
      const reply = await this.request('/api/auth/sign-up/email', {
        method: 'POST',
        body: { email: this.email, password: this.password, name: this.tag },
        signal,
      });
      if (reply.status === 200) {
        this.cookie = cookieOf(reply);
        return;
      }
      if (reply.status !== 503 || attempt > 50)
        throw new Error(`sign-up of ${this.email} failed: ${reply.status} ${reply.text.slice(0, 200)}`);
      await new Promise((resolve) => setTimeout(resolve, 500 + Math.floor(this.random() * 1500)));
    }
  }

  pickFlow() {
    let roll = this.random() * totalWeight;
    const flow = FLOWS.find(({ weight }) => (roll -= weight) < 0)?.name ?? FLOWS[0].name;
    // Nothing to change yet: a user's first write is a create.
    return (flow === 'snippet update' || flow === 'snippet delete') && this.snippets.size === 0 ? 'snippet create' : flow;
  }

  /** One action; returns [status, expected] (whether that status is one the flow expects). */
  async act(flow, signal) {
    switch (flow) {
      case 'health':
        return ok(await this.request('/api/health', { signal }));
      case 'usage read':
        return ok(await this.request('/api/ai/usage', { signal }));
      case 'keys read':
        return ok(await this.request('/api/keys', { signal }));
      case 'page': {
        const { status } = await request(`${this.baseUrl}/tools`, { headers: { 'accept-encoding': 'br, gzip' }, signal });
        return [status, status === 200];
      }
      case 'snippet list':
        return ok(await this.request('/api/snippets?limit=100', { signal }));
      case 'snippet create': {
        const title = `${this.tag} snippet ${++this.created}`;
        const code = `// ${title}\nexport const value${this.created} = ${Math.floor(this.random() * 1e6)};\n`;
        const reply = await this.request('/api/snippets', {
          method: 'POST',
          body: { title, code, language: 'javascript', tags: ['load'] },
          signal,
        });
        if (reply.status === 201) this.snippets.set(JSON.parse(reply.text).snippet.id, { title, code });
        return [reply.status, reply.status === 201];
      }
      case 'snippet update': {
        const id = this.anySnippet();
        const code = `// updated ${Math.floor(this.random() * 1e9)}\n`;
        this.unsettled.add(id);
        const reply = await this.request(`/api/snippets/${encodeURIComponent(id)}`, { method: 'PATCH', body: { code }, signal });
        this.unsettled.delete(id);
        if (reply.status === 200) this.snippets.get(id).code = code;
        return ok(reply);
      }
      case 'snippet delete': {
        const id = this.anySnippet();
        this.unsettled.add(id);
        const reply = await this.request(`/api/snippets/${encodeURIComponent(id)}`, { method: 'DELETE', signal });
        this.unsettled.delete(id);
        if (reply.status === 204) {
          this.snippets.delete(id);
          this.deleted.add(id);
        }
        return [reply.status, reply.status === 204];
      }
      case 'AI task': {
        const reply = await this.request('/api/ai/tasks/explain', {
          method: 'POST',
          body: { code: 'const a = 1;\nconsole.log(a);', language: 'javascript', provider: 'openai' },
          signal,
        });
        if (reply.status === 200) this.aiAnswered += 1;
        return ok(reply);
      }
      case 'AI stream': {
        const reply = await this.request('/api/ai/tasks/explain/stream', {
          method: 'POST',
          body: { code: 'const a = 1;\nconsole.log(a);', language: 'javascript', provider: 'openai' },
          signal,
        });
        const complete = reply.status === 200 && reply.text.includes('event: done');
        if (complete) this.aiAnswered += 1;
        return [reply.status, complete];
      }
      case 'relay': {
        const reply = await this.request('/api/relay', {
          method: 'POST',
          body: { method: 'GET', url: this.targetUrl, headers: [['accept', 'application/json']] },
          signal,
        });
        return ok(reply);
      }
      case 'sign-in': {
        const reply = await this.request('/api/auth/sign-in/email', {
          method: 'POST',
          body: { email: this.email, password: this.password },
          signal,
        });
        if (reply.status === 200) this.cookie = cookieOf(reply);
        // 503 with Retry-After is the password-hashing line shedding a burst by design (issue 35 §1).
        return [reply.status, reply.status === 200 || reply.status === 503];
      }
      default:
        throw new Error(`unknown flow ${flow}`);
    }
  }

  anySnippet() {
    const ids = [...this.snippets.keys()];
    return ids.length ? ids[Math.floor(this.random() * ids.length)] : undefined;
  }

  /** Loops until `until` (a timestamp), thinking 1–3 s between actions. */
  async loop({ until, stats, signal }) {
    // Users do not all start in the same second.
    await sleep(Math.floor(this.random() * 3000), signal);
    while (Date.now() < until && !signal.aborted) {
      const flow = this.pickFlow();
      const started = performance.now();
      let outcome;
      try {
        outcome = await this.act(flow, signal);
      } catch (error) {
        if (signal.aborted) return;
        // A network error (the connection reset by a killed instance): its code is the status.
        outcome = [error.cause?.code ?? error.name ?? 'error', false];
      }
      const [status, expected] = outcome;
      stats.record(flow, performance.now() - started, status, Date.now(), expected);
      await sleep(1000 + Math.floor(this.random() * 2000), signal);
    }
  }
}

const ok = (reply) => [reply.status, reply.status >= 200 && reply.status < 300];

/** Think time that ends early when the run is stopped. Its abort listener goes when the timer fires (a listener per think used to pile up on the run's signal: 25,000 in a run). */
function sleep(ms, signal) {
  return delay(ms, undefined, { signal }).catch(() => {});
}
