// Creates a tool from scripts/new-tool-template/ (DESIGN.md §1, like it-tools' create-tool), in the
// operation model (docs/ARCHITECTURE.md, "Operations"): web/src/tools/<id>/meta.ts (on the generic
// screen), operations.ts and operations.test.ts, <Pascal>.tsx (the screen over the operations),
// <logic>.ts and <logic>.test.ts. No e2e spec: the generic screen's specs cover it by its examples.
//
//   npm run new-tool -- <tool-id> [--name "Display Name"] [--description "…"] [--category <category>] [--logic <file>]
//
// The registry discovers the new meta.ts by itself: nothing else needs editing. --root <dir> writes
// into another checkout (the script's own tests use it).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const scriptDir = path.dirname(fileURLToPath(import.meta.url));
const templateDir = path.join(scriptDir, 'new-tool-template');
const TOOL_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const LOGIC_NAME = /^[a-z][a-z0-9-]*$/;
// Folders under web/src/tools that are not tools.
const RESERVED = new Set(['catalogue', 'detect', 'types', 'registry', 'send-to', 'operation-screen', 'operation-registry', 'crypto-fields', 'database-ui']);

function fail(message) {
  console.error(`new-tool: ${message}`);
  process.exit(1);
}

function usage() {
  return 'Usage: npm run new-tool -- <tool-id> [--name "Display Name"] [--description "…"] [--category <category>] [--logic <file>]';
}

const toPascal = (id) =>
  id
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('');
const toTitle = (id) =>
  id
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join(' ');
// Values go into single-quoted TypeScript strings.
const quoteSafe = (text) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'");

/** The categories declared in web/src/tools/types.ts, so the script never drifts from them. */
function readCategories(root) {
  const types = fs.readFileSync(path.join(root, 'web/src/tools/types.ts'), 'utf8');
  const list = /toolCategories\s*=\s*\[([^\]]*)\]/.exec(types);
  if (!list) fail('could not read the categories from web/src/tools/types.ts');
  return [...list[1].matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

function fill(template, values) {
  return template.replace(/__([A-Z_]+)__/g, (whole, key) => {
    if (!(key in values)) fail(`template placeholder ${whole} has no value`);
    return values[key];
  });
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    name: { type: 'string' },
    description: { type: 'string' },
    category: { type: 'string', default: 'utilities' },
    logic: { type: 'string' },
    root: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

if (options.help) {
  console.log(usage());
  process.exit(0);
}
if (positionals.length !== 1) fail(`give exactly one tool id.\n${usage()}`);

const id = positionals[0];
if (!TOOL_ID.test(id))
  fail(`"${id}" is not a valid tool id: use lowercase letters, digits and single hyphens (e.g. color-converter).`);
if (RESERVED.has(id)) fail(`"${id}" is reserved.`);

const root = path.resolve(options.root ?? path.join(scriptDir, '..'));
const categories = readCategories(root);
if (!categories.includes(options.category)) fail(`unknown category "${options.category}"; one of: ${categories.join(', ')}`);

// The logic file is named after what it computes; by default the id's first word (json-formatter → json.ts).
const logic = options.logic ?? id.split('-')[0];
if (!LOGIC_NAME.test(logic)) fail(`"${logic}" is not a valid logic file name (lowercase letters, digits, hyphens).`);
if (logic === 'operations')
  fail('the logic file cannot be called operations.ts (the operations live there): pass --logic <name>.');

const toolDir = path.join(root, 'web/src/tools', id);
if (fs.existsSync(toolDir)) fail(`web/src/tools/${id}/ already exists.`);

const component = toPascal(id);
const name = options.name ?? toTitle(id);
const values = {
  TOOL_ID: id,
  TOOL_NAME: quoteSafe(name),
  DESCRIPTION: quoteSafe(options.description ?? `${name}: describe in one sentence what it does.`),
  CATEGORY: options.category,
  TAGS: id
    .split('-')
    .map((tag) => `'${tag}'`)
    .join(', '),
  COMPONENT: component,
  LOGIC: logic,
  FUNCTION: `transform${toPascal(logic)}`,
  OPERATION_VAR: `${component[0].toLowerCase()}${component.slice(1)}Transform`,
};

const files = [
  ['meta.ts.tmpl', path.join(toolDir, 'meta.ts')],
  ['operations.ts.tmpl', path.join(toolDir, 'operations.ts')],
  ['operations.test.ts.tmpl', path.join(toolDir, 'operations.test.ts')],
  ['Screen.tsx.tmpl', path.join(toolDir, `${component}.tsx`)],
  ['logic.ts.tmpl', path.join(toolDir, `${logic}.ts`)],
  ['logic.test.ts.tmpl', path.join(toolDir, `${logic}.test.ts`)],
];

// Fill every template before writing anything, so a bad template leaves no half-made tool behind.
const outputs = files.map(([template, target]) => [
  target,
  fill(fs.readFileSync(path.join(templateDir, template), 'utf8'), values),
]);
fs.mkdirSync(toolDir, { recursive: true });
for (const [target, content] of outputs) fs.writeFileSync(target, content, { flag: 'wx' });

console.log(`Created ${name} (${id}):`);
for (const [target] of outputs) console.log(`  ${path.relative(root, target)}`);
console.log(`
Next:
  1. Write the logic in web/src/tools/${id}/${logic}.ts and each transform as an operation in operations.ts
     (id, kinds, options schema with labels and sensitive fields, worked examples); test them against an
     outside oracle (npx vitest run web/src/tools/${id}).
  2. Fill in meta.ts (description, tags, keywords, popularity, accepts).
  3. Open /tools/${id} (npm run dev); e2e/operation-tools.spec.ts and e2e/share-every-tool.spec.ts cover it.
     A richer screen of its own: drop screen: 'operations' from meta.ts and write its spec.`);
