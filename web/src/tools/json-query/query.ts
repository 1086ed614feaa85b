// JSONPath (jsonpath-plus, its safe evaluator: no eval, CSP-friendly) and JMESPath (jmespath.js).

export type Match = { pointer: string | null; value: unknown };

export async function queryJsonPath(document: unknown, expression: string): Promise<Match[]> {
  const { JSONPath } = await import('jsonpath-plus');
  let results: { pointer: string; value: unknown }[];
  try {
    results = JSONPath({ path: expression, json: document as object, resultType: 'all', eval: 'safe', wrap: true }) as {
      pointer: string;
      value: unknown;
    }[];
  } catch (err) {
    throw new Error(`Not a valid JSONPath expression: ${(err as Error).message}`, { cause: err });
  }
  return (results ?? []).map((r) => ({ pointer: r.pointer, value: r.value }));
}

/** Where each object or array of the document is (JMESPath gives values, not paths: containers are found by identity). */
function containerPointers(document: unknown): Map<object, string> {
  const pointers = new Map<object, string>();
  const stack: [unknown, string][] = [[document, '']];
  while (stack.length > 0) {
    const [value, pointer] = stack.pop()!;
    if (value === null || typeof value !== 'object' || pointers.has(value)) continue;
    pointers.set(value, pointer);
    for (const [key, item] of Object.entries(value))
      stack.push([item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`]);
  }
  return pointers;
}

export async function queryJmesPath(document: unknown, expression: string): Promise<{ result: unknown; matches: Match[] }> {
  const { search } = (await import('jmespath')).default ?? (await import('jmespath'));
  let result: unknown;
  try {
    result = search(document as Parameters<typeof search>[0], expression);
  } catch (err) {
    throw new Error(`Not a valid JMESPath expression: ${(err as Error).message}`, { cause: err });
  }
  const pointers = containerPointers(document);
  const items = Array.isArray(result) && !pointers.has(result) ? result : [result];
  return {
    result,
    matches: items.map((value) => ({
      pointer: value !== null && typeof value === 'object' ? (pointers.get(value) ?? null) : null,
      value,
    })),
  };
}
