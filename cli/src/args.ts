import type { AnyOperation } from '../../web/src/operations/operation';
import { optionFlagName } from '../../web/src/operations/option-text';
import { optionFields } from '../../web/src/operations/options';

// The command line of one operation: `--flag value`, `--flag=value`, bare `--flag` and
// `--no-flag` for booleans, and the flags every operation takes (--input, --options, --help).

/** Thrown for a command line that cannot be run as written (exit code 2). */
export class UsageError extends Error {
  override name = 'UsageError';
}

export type OperationArgs = {
  /** Option values as written (`true` for a bare boolean flag). */
  flags: Record<string, string | true>;
  /** --options '<JSON object>' */
  optionsJson?: string;
  /** --input FILE ('-' is standard input). */
  inputFile?: string;
  help: boolean;
};

/** Flags of the command itself; an option with one of these names is given with --options. */
export const reservedFlags = ['input', 'options', 'help'] as const;

export function parseOperationArgs(operation: AnyOperation, argv: readonly string[]): OperationArgs {
  const fields = optionFields(operation);
  const booleans = new Set(fields.filter((f) => f.type === 'boolean').flatMap((f) => [f.key, optionFlagName(f.key)]));
  const known = new Set(fields.flatMap((f) => [f.key, optionFlagName(f.key)]));
  const result: OperationArgs = { flags: {}, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '-h' || arg === '--help') {
      result.help = true;
      continue;
    }
    if (arg === '-i') {
      result.inputFile = valueAfter(argv, i++, arg);
      continue;
    }
    if (!arg.startsWith('--') || arg === '--')
      throw new UsageError(`Unexpected argument "${arg}": the input comes from standard input or --input FILE`);
    const eq = arg.indexOf('=');
    const name = eq === -1 ? arg.slice(2) : arg.slice(2, eq);
    const inline = eq === -1 ? undefined : arg.slice(eq + 1);
    if (name === 'input') result.inputFile = inline ?? valueAfter(argv, i++, arg);
    else if (name === 'options') result.optionsJson = inline ?? valueAfter(argv, i++, arg);
    else if (booleans.has(name)) result.flags[name] = inline ?? true;
    else if (name.startsWith('no-') && booleans.has(name.slice(3)) && inline === undefined) result.flags[name.slice(3)] = 'false';
    else if (known.has(name)) result.flags[name] = inline ?? valueAfter(argv, i++, arg);
    else {
      const names = fields.map((f) => `--${optionFlagName(f.key)}`);
      throw new UsageError(
        `no option --${name}${names.length > 0 ? `; its options are ${names.join(', ')}` : '; it takes no options'}`,
      );
    }
  }
  return result;
}

function valueAfter(argv: readonly string[], index: number, flag: string): string {
  const value = argv[index + 1];
  if (value === undefined) throw new UsageError(`${flag} needs a value`);
  return value;
}
