// Turns the rows of a run into the console table, bench/results/latest.md and latest.json.
import fs from 'node:fs';
import path from 'node:path';
import { formatNumber } from './rows.mjs';

const RESULT_LABELS = { pass: 'pass', fail: 'FAIL', info: 'info', error: 'ERROR' };

/** What the result column says: 'pass', 'FAIL', 'info', 'ERROR' or 'skipped: <why>'. */
export function resultLabel(row) {
  return row.status === 'skipped' ? `skipped: ${row.note ?? 'not measured'}` : RESULT_LABELS[row.status];
}

// A skipped row's reason already is its result, so it is not repeated as a note.
const noteOf = (row) => (row.status === 'skipped' ? '' : (row.note ?? ''));

function cells(row) {
  return [row.what, formatNumber(row.value), row.unit ?? '', row.goal ?? '', resultLabel(row), noteOf(row)];
}

const HEADER = ['what', 'value', 'unit', 'goal/budget', 'result', 'note'];

export function consoleTable(rows) {
  const table = [HEADER, ...rows.map(cells)];
  const widths = HEADER.map((_, i) => Math.max(...table.map((r) => String(r[i]).length)));
  // Numbers read best right-aligned; the note is last and not padded.
  const line = (r) =>
    r
      .map((cell, i) => (i === 1 ? String(cell).padStart(widths[i]) : i === r.length - 1 ? cell : String(cell).padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w, i) => '─'.repeat(i === widths.length - 1 ? Math.min(w, 40) : w)).join('  ');
  return [line(table[0]), rule, ...table.slice(1).map(line)].join('\n');
}

const escapeMd = (text) => String(text).replaceAll('|', '\\|').replaceAll('\n', ' ');

export function markdownTable(rows) {
  const header = `| ${HEADER.join(' | ')} |`;
  const rule = `| ${HEADER.map((_, i) => (i === 1 ? '--:' : '---')).join(' | ')} |`;
  return [header, rule, ...rows.map((row) => `| ${cells(row).map(escapeMd).join(' | ')} |`)].join('\n');
}

export function summarize(rows) {
  const counts = {};
  for (const row of rows) counts[row.status] = (counts[row.status] ?? 0) + 1;
  return ['pass', 'fail', 'info', 'skipped', 'error']
    .filter((status) => counts[status])
    .map((status) => `${counts[status]} ${status}`)
    .join(', ');
}

/** Writes latest.json (every row with its details) and latest.md (the table) to resultsDir. */
export function writeResults({ resultsDir, run, rows }) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const json = { ...run, summary: summarize(rows), rows };
  fs.writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(json, null, 2)}\n`);
  const markdown = [
    `# DevForge bench, ${run.startedAt}`,
    '',
    `Commit ${run.commit}, Node ${run.node}, ${run.cpus} CPUs (load average ${run.loadAverage} at the start), ` +
      `${Math.round(run.durationMs / 1000)} s. ${summarize(rows)}.`,
    '',
    markdownTable(rows),
    '',
  ].join('\n');
  fs.writeFileSync(path.join(resultsDir, 'latest.md'), markdown);
}
