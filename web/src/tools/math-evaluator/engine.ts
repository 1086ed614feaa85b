import type { MathJsInstance } from 'mathjs';

// The math engine: mathjs (loaded on first use, ~175 KB gzip), in BigNumber mode by default so
// 0.1 + 0.2 is 0.3 and 2^100 is exact, with units ("5 km/h to m/s"), matrices, complex numbers and
// user-defined variables and functions that live on from one expression to the next.

export const numberTypes = ['bignumber', 'number'] as const;
export type NumberType = (typeof numberTypes)[number];
/** Significant digits of BigNumber arithmetic (decimal.js). */
export const BIG_PRECISION = 64;

export type EngineOptions = { numberType?: NumberType; digits?: number };

export type Evaluated = { ok: true; text: string; kind: string; assigned?: string } | { ok: false; error: string };

type LoadedMath = { math: MathJsInstance; parse: MathJsInstance['parse'] };

const instances = new Map<NumberType, Promise<LoadedMath>>();

function loadMath(numberType: NumberType): Promise<LoadedMath> {
  let instance = instances.get(numberType);
  if (!instance) {
    instance = import('mathjs').then(({ create, all }) => {
      const math = create(all, { number: numberType === 'bignumber' ? 'BigNumber' : 'number', precision: BIG_PRECISION });
      // Kept before it is disabled for expressions below.
      const parse = math.parse;
      // mathjs' security advice for expressions from elsewhere (a shared link): nothing may
      // replace the engine's functions or units, which every later expression shares.
      const disabled = (name: string) => () => {
        throw new Error(`Function ${name} is disabled`);
      };
      math.import(
        Object.fromEntries(
          ['import', 'createUnit', 'reviver', 'evaluate', 'parse', 'simplify', 'derivative', 'resolve'].map((name) => [
            name,
            disabled(name),
          ]),
        ),
        { override: true },
      );
      return { math, parse };
    });
    instances.set(numberType, instance);
  }
  return instance;
}

export type MathEngine = {
  evaluate(expression: string, scope: Map<string, unknown>): Evaluated;
  /** The scope's variables as text (functions shown by their signature). */
  describeScope(scope: Map<string, unknown>): { name: string; value: string }[];
};

/** The `char N` mathjs puts in its syntax errors, as a column the user can find. */
function describeError(err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  return message.replace(/\(char (\d+)\)/, (_, n: string) => `(column ${n})`);
}

export async function createMathEngine({ numberType = 'bignumber', digits = 14 }: EngineOptions = {}): Promise<MathEngine> {
  if (!Number.isInteger(digits) || digits < 1 || digits > BIG_PRECISION)
    throw new Error(`Significant digits must be from 1 to ${BIG_PRECISION}`);
  const { math, parse } = await loadMath(numberType);

  function format(value: unknown): string {
    // Whole numbers that the arithmetic holds exactly are written out in full (2^100, 30!).
    if (math.isBigNumber(value) && value.isInteger() && value.precision(true) <= BIG_PRECISION && value.abs().lt('1e64'))
      return value.toFixed();
    if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
    if (typeof value === 'function') return (value as { syntax?: string }).syntax ?? 'function';
    return math.format(value, { precision: digits, lowerExp: -9, upperExp: 21 });
  }

  return {
    evaluate(expression, scope) {
      try {
        const node = parse(expression);
        const value: unknown = node.evaluate(scope);
        if (value === undefined) return { ok: true, text: '', kind: 'nothing' };
        const assigned = math.isAssignmentNode(node) || math.isFunctionAssignmentNode(node) ? node.name : undefined;
        // The last result is `ans`, as on a calculator.
        if (!assigned && typeof value !== 'function') scope.set('ans', value);
        return { ok: true, text: format(value), kind: math.typeOf(value), assigned };
      } catch (err) {
        return { ok: false, error: describeError(err) };
      }
    },
    describeScope(scope) {
      return [...scope].map(([name, value]) => ({ name, value: format(value) }));
    },
  };
}

/** Lines that are only a comment (# or //) or blank are not evaluated. */
export function isComment(line: string): boolean {
  const t = line.trim();
  return t === '' || t.startsWith('#') || t.startsWith('//');
}
