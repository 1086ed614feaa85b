import { version } from '../../package.json';
import { KindError, stringifyJson, tag, type Value } from '../../web/src/operations/kinds';
import { ShareLinkError } from '../../web/src/lib/tool-state/share-codec';
import { optionsFromText } from '../../web/src/operations/option-text';
import { OptionsError, upgradeOptions } from '../../web/src/operations/options';
import { OperationError, runOperation } from '../../web/src/operations/run';
import { UsageError, parseOperationArgs } from './args';
import { catalogueFor, loadCatalogue, runsHere } from './catalogue';
import { closeIds, listJson, listText, operationHelp, usage } from './help';
import { RecipeStepError, planRecipe, runPlannedSteps } from './recipe-runner';
import { RecipeFormatError, readRecipe } from './recipe-source';

// `devforge`: the operations of DevForge's tools on the command line, offline (no server, no
// account). Input from standard input or --input FILE, output to standard output as it is (bytes
// stay bytes), messages to standard error. Exit codes: 0 done, 1 the input was refused, 2 the
// command line (or a recipe) was wrong.

export type CliIo = {
  stdin: { isTTY: boolean; read(): Promise<Uint8Array> };
  readFile(path: string): Promise<Uint8Array>;
  stdout: { isTTY: boolean; write(data: Uint8Array): Promise<void> };
  stderr(text: string): void;
};

export const EXIT_OK = 0;
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;

const utf8 = new TextEncoder();
const utf8Text = new TextDecoder();

/** A refusal with its exit code and the message for standard error. */
class Refusal extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

async function readInput(io: CliIo, file: string | undefined): Promise<Uint8Array> {
  if (file !== undefined && file !== '-') {
    try {
      return await io.readFile(file);
    } catch (err) {
      const code = (err as { code?: string }).code;
      throw new Refusal(
        EXIT_USAGE,
        `cannot read ${file}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : (err as Error).message}`,
      );
    }
  }
  if (io.stdin.isTTY) io.stderr('(reading the input from the terminal: end it with Ctrl-D)\n');
  return io.stdin.read();
}

/** The output as it is written: text as UTF-8, JSON as its text, bytes as they are. */
async function writeOutput(io: CliIo, output: Value): Promise<void> {
  if (output.kind === 'none') return;
  const bytes =
    output.kind === 'bytes' ? output.value : utf8.encode(output.kind === 'text' ? output.value : stringifyJson(output.value));
  await io.stdout.write(bytes);
  // At a terminal, a final newline keeps the prompt off the output; into a pipe or file, exactly the output.
  if (io.stdout.isTTY && output.kind !== 'bytes' && bytes.length > 0 && bytes[bytes.length - 1] !== 10)
    await io.stdout.write(utf8.encode('\n'));
}

function parseOptionsJson(text: string | undefined): Record<string, unknown> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new UsageError('--options must be a JSON object, e.g. --options \'{"urlSafe":true}\'');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError('--options must be a JSON object');
  return value as Record<string, unknown>;
}

async function runOne(id: string, argv: readonly string[], io: CliIo): Promise<number> {
  const entry = (await catalogueFor(id)).find(id);
  if (!entry) {
    const close = closeIds(id, await loadCatalogue());
    throw new Refusal(
      EXIT_USAGE,
      `there is no operation "${id}".${close.length > 0 ? ` Did you mean ${close.join(', ')}?` : ''} (devforge list shows them all)`,
    );
  }
  const { operation, toolId } = entry;
  if (!runsHere(operation)) throw new Refusal(EXIT_USAGE, `${id} needs a browser: use it on DevForge's page /tools/${toolId}`);
  const args = parseOperationArgs(operation, argv);
  if (args.help) {
    await io.stdout.write(utf8.encode(operationHelp(operation, toolId)));
    return EXIT_OK;
  }
  if (operation.input === 'none' && args.inputFile !== undefined) throw new UsageError(`${id} takes no input`);
  const options = { ...parseOptionsJson(args.optionsJson), ...optionsFromText(operation, args.flags) };
  upgradeOptions(operation, options);
  const input = operation.input === 'none' ? tag('none', undefined) : tag('bytes', await readInput(io, args.inputFile));
  await writeOutput(io, await runOperation(operation, input, { options }));
  return EXIT_OK;
}

async function runRecipe(argv: readonly string[], io: CliIo): Promise<number> {
  let source: string | undefined;
  let inputFile: string | undefined;
  let name: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new UsageError(`${arg} needs a value`);
      return next;
    };
    if (arg === '--input' || arg === '-i') inputFile = value();
    else if (arg.startsWith('--input=')) inputFile = arg.slice('--input='.length);
    else if (arg === '--name') name = value();
    else if (arg.startsWith('--name=')) name = arg.slice('--name='.length);
    else if (arg.startsWith('-') && arg !== '-')
      throw new UsageError(`devforge recipe has no option ${arg} (it takes --input FILE and --name NAME)`);
    else if (source === undefined) source = arg;
    else throw new UsageError(`Unexpected argument "${arg}": give one recipe file or link`);
  }
  if (source === undefined) throw new UsageError('devforge recipe needs a recipe file (.json) or a share link');
  const catalogue = await loadCatalogue();
  const recipe = await readRecipe(
    source,
    async (file) =>
      utf8Text.decode(
        await io.readFile(file).catch((err: { code?: string }) => {
          throw new Refusal(EXIT_USAGE, `cannot read ${file}: ${err.code === 'ENOENT' ? 'no such file' : String(err)}`);
        }),
      ),
    { name },
    catalogue,
  );
  const steps = planRecipe(recipe, catalogue);
  // The input: --input FILE, else what is piped in, else the input the link or file carries.
  let input: Value;
  if (inputFile !== undefined) input = tag('bytes', await readInput(io, inputFile));
  else if (recipe.input !== undefined && io.stdin.isTTY) input = tag('text', recipe.input);
  else {
    const piped = await readInput(io, undefined);
    input = piped.length === 0 && recipe.input !== undefined ? tag('text', recipe.input) : tag('bytes', piped);
  }
  await writeOutput(io, await runPlannedSteps(steps, input));
  return EXIT_OK;
}

/** Runs the command line; resolves with the exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const [command, ...rest] = argv;
  const say = (text: string) => io.stdout.write(utf8.encode(text));
  try {
    switch (command) {
      case undefined:
        io.stderr(usage);
        return EXIT_USAGE;
      case '-h':
      case '--help':
        await say(usage);
        return EXIT_OK;
      case '-v':
      case '--version':
        await say(`devforge ${version}\n`);
        return EXIT_OK;
      case 'list': {
        if (rest.some((arg) => arg !== '--json')) throw new UsageError('devforge list takes only --json');
        const catalogue = await loadCatalogue();
        await say(rest.includes('--json') ? listJson(catalogue) : listText(catalogue));
        return EXIT_OK;
      }
      case 'help': {
        if (rest.length === 0) {
          await say(usage);
          return EXIT_OK;
        }
        const entry = (await catalogueFor(rest[0]!)).find(rest[0]!);
        if (!entry || !runsHere(entry.operation)) return await runOne(rest[0]!, ['--help'], io);
        await say(operationHelp(entry.operation, entry.toolId));
        return EXIT_OK;
      }
      case 'recipe':
        return await runRecipe(rest, io);
      default:
        if (command.startsWith('-')) throw new UsageError(`Unknown option ${command}: name an operation first (devforge list)`);
        return await runOne(command, rest, io);
    }
  } catch (err) {
    const prefix =
      command && !command.startsWith('-') && command !== 'help' && command !== 'list' ? `devforge ${command}` : 'devforge';
    if (err instanceof Refusal) {
      io.stderr(`${prefix}: ${err.message}\n`);
      return err.exitCode;
    }
    if (
      err instanceof UsageError ||
      err instanceof OptionsError ||
      err instanceof RecipeFormatError ||
      err instanceof ShareLinkError
    ) {
      io.stderr(`${prefix}: ${err.message}\n`);
      return EXIT_USAGE;
    }
    if (err instanceof OperationError || err instanceof KindError || err instanceof RecipeStepError) {
      io.stderr(`${prefix}: ${err.message}\n`);
      return EXIT_BAD_INPUT;
    }
    io.stderr(`${prefix}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return EXIT_BAD_INPUT;
  }
}
