// Download ZIP of the website builder (issue 5): how long web/src/pages/builder/site-zip.ts takes
// to zip a 1 MB site (index.html, styles.css, script.js and the README) in the browser's place.
// The zip code is TypeScript with the web app's path aliases, so the timing runs in a child
// `node --import tsx` process: this same file, started with --child.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { atMost, info } from './lib/rows.mjs';

export const title = 'Builder Download ZIP time for a 1 MB site';
export const order = 60;
export const timeoutMs = 60_000;

const GOAL_MS = 50;
const WARMUP = 5;
const RUNS = 31;

/** A site of about 1 MB that compresses like real code: repeated structure, varying text. */
function bigSite() {
  const words = 'responsive modern layout hero section pricing card testimonial gallery feature contact footer button'.split(' ');
  const text = (i, n) => Array.from({ length: n }, (_, k) => words[(i * 7 + k * 3) % words.length]).join(' ');
  let html = '<!DOCTYPE html>\n<html lang="en">\n<head>\n<link rel="stylesheet" href="styles.css">\n</head>\n<body>\n';
  for (let i = 0; html.length < 600_000; i++) {
    html += `<section class="card card-${i % 40}" id="s${i}"><h2>${text(i, 4)} ${i}</h2><p>${text(i + 1, 18)}.</p><a href="#s${i + 1}" class="btn">Next ${i}</a></section>\n`;
  }
  html += '<script src="script.js"></script>\n</body>\n</html>\n';
  let css = '';
  for (let i = 0; css.length < 250_000; i++) {
    css += `.card-${i} { margin: ${i % 17}px auto; padding: ${(i * 3) % 29}px; color: #${((i * 9973) % 0xffffff).toString(16).padStart(6, '0')}; }\n`;
  }
  let js = '';
  for (let i = 0; js.length < 200_000; i++) {
    js += `function handler${i}(event) {\n  const el = document.getElementById('s${i}');\n  if (el) el.classList.toggle('active-${i % 9}');\n  return ${i} * event.detail;\n}\n`;
  }
  return {
    html,
    css,
    js,
    name: 'Bench Site',
    description: 'A large generated site for the ZIP benchmark.',
    features: ['Many sections', 'Many styles', 'Many handlers'],
    technologies: ['HTML5', 'CSS3', 'JavaScript'],
  };
}

async function measure() {
  const { siteZip } = await import('../web/src/pages/builder/site-zip.ts');
  const site = bigSite();
  const bytes = Buffer.byteLength(site.html) + Buffer.byteLength(site.css) + Buffer.byteLength(site.js);
  let zipBytes = 0;
  for (let i = 0; i < WARMUP; i++) siteZip(site);
  const times = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    zipBytes = siteZip(site).length;
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { bytes, zipBytes, median: times[Math.floor(RUNS / 2)], p95: times[Math.ceil(RUNS * 0.95) - 1], min: times[0] };
}

/** @param {import('./lib/context.mjs').BenchContext} ctx */
export async function run(ctx) {
  const self = fileURLToPath(import.meta.url);
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', self, '--child'], {
    cwd: ctx.root,
    env: { ...process.env, TSX_TSCONFIG_PATH: path.join(ctx.root, 'tsconfig.web.json') },
    signal: ctx.signal,
  });
  const r = JSON.parse(stdout.trim().split('\n').at(-1));
  const round = (n) => Math.round(n * 10) / 10;
  const size = `${(r.bytes / 1e6).toFixed(2)} MB of code → ${(r.zipBytes / 1e3).toFixed(0)} kB ZIP`;
  return [
    atMost({ what: 'ZIP of a 1 MB site, median', value: round(r.median), unit: 'ms', max: GOAL_MS, note: `${RUNS} runs after ${WARMUP} warm-up; ${size}`, details: r }),
    info({ what: 'ZIP of a 1 MB site, p95', value: round(r.p95), unit: 'ms', note: `min ${round(r.min)} ms` }),
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--child')) {
  console.log(JSON.stringify(await measure()));
}
