// Deterministic inputs for the tool benches: the same seed gives the same bytes on every machine,
// so runs compare like with like and a result can be checked against Node's own answer.
import fs from 'node:fs';

/** mulberry32: a small, fast 32-bit PRNG; good enough for test data, not for anything secret. */
export function prng(seed) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(next() * n);
  return { next, int, pick: (list) => list[int(list.length)] };
}

const FIRST = ['Ada', 'Grace', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances', 'Ken', 'Margaret', 'Linus', 'Radia', 'Tim', 'Hedy', 'John', 'Sophie', 'Dennis'];
const LAST = ['Lovelace', 'Hopper', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Thompson', 'Hamilton', 'Torvalds', 'Perlman', 'Berners-Lee', 'Lamarr', 'Backus', 'Wilson', 'Ritchie'];
const CITIES = ['Berlin', 'Lisbon', 'Nairobi', 'Osaka', 'Toronto', 'Lima', 'Melbourne', 'Reykjavík', 'Zürich', 'São Paulo'];
const TAGS = ['admin', 'beta', 'billing', 'dev', 'ops', 'support', 'trial', 'vip', 'legacy', 'eu', 'us', 'apac'];
const WORDS = (
  'the of and to in is that for it as with was on be by this are from at or an have not which but all were when we there can ' +
  'server request cache build deploy query index module worker render state value event token schema field record batch stream ' +
  'latency memory thread buffer socket cluster replica migration release version config service client handler payload'
).split(' ');

function sentence(rand, words) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(rand.pick(WORDS));
  const text = out.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function record(rand, id) {
  const first = rand.pick(FIRST);
  const last = rand.pick(LAST);
  return {
    id,
    guid: Array.from({ length: 4 }, () => rand.int(0x10000).toString(16).padStart(4, '0')).join('-'),
    name: `${first} ${last}`,
    email: `${first}.${last}${id}@example.com`.toLowerCase(),
    active: rand.next() < 0.7,
    balance: Math.round(rand.next() * 1_000_000) / 100,
    age: 18 + rand.int(60),
    registered: new Date(Date.UTC(2015, 0, 1) + rand.int(3_000) * 86_400_000).toISOString(),
    address: {
      street: `${1 + rand.int(999)} ${rand.pick(LAST)} Street`,
      city: rand.pick(CITIES),
      zip: String(10_000 + rand.int(89_999)),
      geo: { lat: Math.round((rand.next() * 180 - 90) * 1e6) / 1e6, lng: Math.round((rand.next() * 360 - 180) * 1e6) / 1e6 },
    },
    tags: Array.from({ length: 1 + rand.int(4) }, () => rand.pick(TAGS)),
    friends: Array.from({ length: rand.int(3) }, (_, i) => ({ id: i, name: `${rand.pick(FIRST)} ${rand.pick(LAST)}` })),
    about: sentence(rand, 8 + rand.int(20)),
    score: rand.next() < 0.1 ? null : rand.int(100),
  };
}

/**
 * A minified JSON array of user-like records (numbers as JSON.stringify writes them, as an API
 * would send them), at least `bytes` long. ASCII apart from a few city names.
 */
export function jsonDocument({ bytes, seed = 6 }) {
  const rand = prng(seed);
  const parts = [];
  let length = 2;
  for (let id = 0; length < bytes; id++) {
    const part = JSON.stringify(record(rand, id));
    parts.push(part);
    length += part.length + 1;
  }
  return `[${parts.join(',')}]`;
}

/** Prose-like lines of text, `bytes` long or a little more. */
export function textLines({ bytes, seed = 7 }) {
  const rand = prng(seed);
  const lines = [];
  let length = 0;
  while (length < bytes) {
    // Now and then an empty line, as between paragraphs.
    const line = rand.next() < 0.08 ? '' : sentence(rand, 4 + rand.int(14));
    lines.push(line);
    length += line.length + 1;
  }
  return lines;
}

/**
 * The same lines with scattered edits, as a revised document has: about `rate` of the lines
 * changed, removed or added, in runs of one to three lines.
 */
export function editLines(lines, { rate = 0.02, seed = 8 } = {}) {
  const rand = prng(seed);
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    if (rand.next() >= rate / 2) {
      out.push(lines[i]);
      continue;
    }
    const run = 1 + rand.int(3);
    const kind = rand.int(3);
    for (let k = 0; k < run && i + k < lines.length; k++) {
      const line = lines[i + k];
      if (kind === 0) {
        // A few words rewritten.
        const words = line.split(' ');
        for (let w = 0; w < 1 + rand.int(3); w++) words[rand.int(words.length)] = rand.pick(WORDS);
        out.push(words.join(' '));
      } else if (kind === 1) {
        out.push(line, sentence(rand, 5 + rand.int(10)));
      }
      // kind 2: the line is removed.
    }
    i += run - 1;
  }
  return out;
}

/** Writes `bytes` pseudo-random bytes to `file` in 4 MB pieces. */
export function writeRandomFile(file, { bytes, seed = 9 }) {
  const chunk = 4 * 1024 * 1024;
  let state = seed >>> 0 || 1;
  const fd = fs.openSync(file, 'w');
  try {
    for (let written = 0; written < bytes; written += chunk) {
      const words = new Uint32Array(Math.min(chunk, bytes - written) / 4);
      // xorshift32: fast enough to fill 100 MB in well under a second.
      for (let i = 0; i < words.length; i++) {
        state ^= state << 13;
        state ^= state >>> 17;
        state ^= state << 5;
        words[i] = state >>> 0;
      }
      fs.writeSync(fd, new Uint8Array(words.buffer));
    }
  } finally {
    fs.closeSync(fd);
  }
}
