// Environments: named sets of variables, `{{name}}` in the URL, params, headers, auth and body
// replaced by their values before sending. An unknown name stays as typed and is reported.

export type Environment = { id: string; name: string; variables: Record<string, string> };

/** `{{name}}`, spaces inside the braces allowed; names of letters, digits, _ . - */
export const VARIABLE = /\{\{\s*([A-Za-z0-9_.-]+)\s*\}\}/g;

export type Substitution = { text: string; unknown: string[] };

/** Replaces every known `{{name}}` in `text`; unknown names are left in place and listed once each. */
export function substituteVariables({ text, variables }: { text: string; variables: Record<string, string> }): Substitution {
  const unknown = new Set<string>();
  const result = text.replace(VARIABLE, (whole, name: string) => {
    if (Object.hasOwn(variables, name)) return variables[name]!;
    unknown.add(name);
    return whole;
  });
  return { text: result, unknown: [...unknown] };
}

/** Every `{{name}}` written in `text`, in order, once each. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE)].map((m) => m[1]!))];
}

/** Text split into plain runs and `{{name}}` runs, for highlighting (known or not). */
export function variableSpans(
  text: string,
  variables: Record<string, string>,
): { text: string; variable?: { name: string; known: boolean } }[] {
  const spans: { text: string; variable?: { name: string; known: boolean } }[] = [];
  let last = 0;
  for (const match of text.matchAll(VARIABLE)) {
    const index = match.index;
    if (index > last) spans.push({ text: text.slice(last, index) });
    spans.push({ text: match[0], variable: { name: match[1]!, known: Object.hasOwn(variables, match[1]!) } });
    last = index + match[0].length;
  }
  if (last < text.length) spans.push({ text: text.slice(last) });
  return spans;
}
