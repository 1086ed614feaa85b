// Run by bench/catalogue-search.bench.mjs with `node --import tsx`: the catalogue's search (the
// code the catalogue and the palette run on each keystroke) over the 113-tool fixture and three
// operations per tool, timed per keystroke in this process. Prints one JSON line.
import { performance } from 'node:perf_hooks';
import { catalogue110 } from '../../web/src/tools/catalogue/catalogue-110.fixture';
import { filterTools, searchCatalogue, type OperationSummary } from '../../web/src/tools/catalogue/catalogue-search';

// Three operations per tool, named as real ones are ("Decode", "YAML to JSON"), from its keywords.
const verbs = ['Format', 'Convert', 'Validate'];
const operations: OperationSummary[] = catalogue110.flatMap((tool) =>
  verbs.map((verb, i) => ({
    id: `${tool.id}.${verb.toLowerCase()}`,
    name: `${verb} ${tool.keywords[i] ?? tool.name}`,
    description: `${verb} with the ${tool.name}.`,
    keywords: tool.keywords.slice(i, i + 2),
    toolId: tool.id,
  })),
);

// Typed key by key, typos included: each prefix is one keystroke.
const queries = [
  'jsno formatter',
  'base64 decode',
  'ip subnet calculator',
  'sha256 hash',
  'yaml to json',
  'uuid',
  'cron expression',
  'regx tester',
];
const ROUNDS = 30;

const started = performance.now();
searchCatalogue({ tools: catalogue110, operations, query: 'x' });
const firstSearchMs = performance.now() - started;

const times: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const query of queries) {
    for (let end = 1; end <= query.length; end++) {
      const t0 = performance.now();
      // As the catalogue does per keystroke: the filtered list, then the search within it.
      const within = filterTools({ tools: catalogue110 });
      const result = searchCatalogue({ tools: catalogue110, operations, query: query.slice(0, end), within });
      times.push(performance.now() - t0);
      if (end === query.length && round === 0 && result.tools.length === 0) throw new Error(`"${query}" found nothing`);
    }
  }
}
process.stdout.write(
  `${JSON.stringify({ tools: catalogue110.length, operations: operations.length, firstSearchMs, times, keysPerRound: times.length / ROUNDS })}\n`,
);
