import type { z } from 'zod';
import type { Kind, KindValue } from './kinds';

// The operation contract (issue 28, docs/ARCHITECTURE.md "Operations"). An operation is a pure,
// typed transform with no React and no DOM (unless it says `needs: 'dom'`), so the same module runs
// in a page, a Web Worker, the server's worker threads and the command line.

/** What a field of an operation's options schema may say about itself, read by the generated form, share links and the API docs. */
export type OptionMeta = {
  /** The form's label (short, sentence case). */
  label?: string;
  /** A line under the field. */
  description?: string;
  /** A key, password, token or secret: left out of share links unless asked, never logged, masked in forms. */
  sensitive?: boolean;
  /** A string field edited in a text area. */
  multiline?: boolean;
  placeholder?: string;
  /** Labels of an enum's values, in the enum's order of keys. */
  choices?: Record<string, string>;
};

declare module 'zod' {
  // zod 4's metadata registry is typed by this interface: `.meta({ label, sensitive })` on any field.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalMeta extends OptionMeta {}
}

/** Options: a zod object whose every field has a default, so `{}` is a valid set of options. */
export type OptionsSchema = z.ZodObject;

export type RunContext = {
  /** Aborted when the run is no longer wanted (a newer input, Stop, a time limit). Long loops check it. */
  signal?: AbortSignal;
  /** Reports progress between 0 and 1, for long runs. */
  progress?: (fraction: number) => void;
};

/**
 * A worked example: `input` (text; omitted for operations that take nothing) with `options` gives
 * `output` exactly, or, for outputs that differ each run (generators), text matching `pattern`.
 * Checked by the registry's unit test and driven through the screen by e2e/operation-tools.spec.ts.
 */
export type OperationExample = { title?: string; input?: string; options?: Record<string, unknown> } & (
  { output: string; pattern?: never } | { pattern: string; output?: never }
);

export type Operation<In extends Kind = Kind, Out extends Kind = Kind, S extends OptionsSchema = OptionsSchema> = {
  /** kebab-case, stable forever: links, saved recipes, the CLI and the API name it. */
  id: string;
  name: string;
  /** One sentence: what it does. */
  description: string;
  keywords?: readonly string[];
  input: In;
  output: Out;
  options: S;
  /** Version of the options' shape (1 when absent). Bump it when a field is renamed or its meaning changes, and add a migration. */
  version?: number;
  /** migrations[n] turns options saved at version n into version n + 1. */
  migrations?: Record<number, (options: Record<string, unknown>) => Record<string, unknown>>;
  /** Throws an Error whose message a user understands on bad input. (Method syntax: an operation is then assignable to AnyOperation.) */
  run(input: KindValue<In>, options: z.output<S>, context: RunContext): KindValue<Out> | Promise<KindValue<Out>>;
  /**
   * `dom`: needs a browser document (DOMParser, document.evaluate): runs on the page, not offered by the CLI and API.
   * `eval`: compiles code with `new Function` (Ajv): in the browser it runs only in an `*.eval.worker`, whose CSP allows it.
   */
  needs?: 'dom' | 'eval';
  /** Always run off the page's thread, whatever the input's size (slow by design: key derivation, big searches). */
  heavy?: boolean;
  /**
   * A run that takes longer is stopped (its worker or thread is terminated) and fails with `message`:
   * for work that cannot check `signal` and may not end, such as a user's regular expression that
   * backtracks catastrophically. Implies running off the page's thread.
   */
  timeLimit?: { ms: number; message: string };
  /** How the generic screen names its panes and files. */
  inputLabel?: string;
  outputLabel?: string;
  inputPlaceholder?: string;
  /** File extension (without dot) and type of the output when downloaded. */
  outputFile?: { extension: string; mimeType?: string };
  /** The output is code in this language (the screen highlights it); absent: plain text. */
  outputLanguage?: 'json' | 'yaml' | 'xml' | 'html' | 'css' | 'javascript' | 'sql' | 'markdown' | 'toml';
  /** Worked examples: shown in `devforge help`, the API reference, and driven by the generic-screen e2e spec. */
  examples?: readonly OperationExample[];
};

/** Any operation, whatever its kinds and options. */
export type AnyOperation = Operation<any, any, any>;

const OPERATION_ID = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** Declares an operation, checking at load what types cannot (the id's form, defaults for every option). */
export function defineOperation<In extends Kind, Out extends Kind, S extends OptionsSchema>(
  operation: Operation<In, Out, S>,
): Operation<In, Out, S> {
  if (!OPERATION_ID.test(operation.id)) throw new Error(`Operation id "${operation.id}" is not kebab-case`);
  return operation;
}
