// Documentation skeletons in each language's own doc-comment style: JSDoc (JavaScript, TypeScript),
// docstrings (Python, Google style), Javadoc (Java), XML doc comments (C#) and Doxygen (C++).
import type { SourceLanguage } from '@/engines/code/languages';
import type { FunctionParameter } from '@/engines/code/metrics/functions';

export type DocTarget = {
  shortName: string;
  kind: 'function' | 'method' | 'constructor' | 'arrow' | 'lambda';
  className?: string;
  parameters: FunctionParameter[];
  returnType?: string;
  /** The function returns a value (a `return x;` somewhere in its own body). */
  returnsValue: boolean;
};

/** Leading words read as verbs, and whether "the" follows them ("Gets the name", "Checks whether valid"). */
const verbs: Record<string, { phrase: string; article: boolean }> = {
  get: { phrase: 'Gets', article: true },
  set: { phrase: 'Sets', article: true },
  is: { phrase: 'Checks whether it is', article: false },
  has: { phrase: 'Checks whether it has', article: false },
  can: { phrase: 'Checks whether it can', article: false },
  should: { phrase: 'Decides whether it should', article: false },
  to: { phrase: 'Converts it to', article: false },
  on: { phrase: 'Handles', article: false },
  handle: { phrase: 'Handles', article: false },
  init: { phrase: 'Initializes', article: true },
  calc: { phrase: 'Calculates', article: true },
};

/** The words of an identifier ("getUserName", "get_user_name" → get, user, name). */
export function words(name: string): string[] {
  return name
    .replace(/^[_#$]+|[_$]+$/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w.toLowerCase());
}

function thirdPerson(verb: string): string {
  if (/(s|sh|ch|x|z)$/.test(verb)) return `${verb}es`;
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/** A first sentence made from the name: "getUserName" → "Gets the user name." (to be checked by a person). */
export function describeName(target: Pick<DocTarget, 'shortName' | 'kind' | 'className'>): string {
  if (target.kind === 'constructor')
    return target.shortName.startsWith('~')
      ? `Destroys the ${target.className ?? 'object'}.`
      : `Creates a new ${target.className ?? 'instance'}.`;
  const [first, ...rest] = words(target.shortName);
  if (!first) return 'Describe what this function does.';
  const verb = verbs[first] ?? { phrase: thirdPerson(first).replace(/^./, (c) => c.toUpperCase()), article: true };
  const object = rest.join(' ');
  return object ? `${verb.phrase} ${verb.article ? 'the ' : ''}${object}.` : `${verb.phrase}.`;
}

const returnsPhrase = (t: DocTarget) =>
  t.returnType ? `The ${words(t.returnType.replace(/<.*$/, '')).join(' ') || 'result'}.` : 'The result.';

/** The doc comment lines for a function, without indentation (and without trailing spaces, which linters flag). */
export function docComment(language: SourceLanguage, target: DocTarget): string[] {
  return commentLines(language, target).map((line) => line.trimEnd());
}

function commentLines(language: SourceLanguage, target: DocTarget): string[] {
  const summary = describeName(target);
  // A destructured parameter ({ a, b }) has no name to document.
  const params = target.parameters.filter((p) => p.name && !/^[{[]/.test(p.name));
  const returns = target.returnsValue && target.kind !== 'constructor' && target.returnType !== 'void';
  const clean = (name: string) => name.replace(/\?$/, '').replace(/^\.\.\./, '');
  switch (language) {
    case 'javascript':
    case 'typescript':
      return [
        '/**',
        ` * ${summary}`,
        ...params.map(
          (p) =>
            ` * @param ${language === 'javascript' && p.type ? `{${p.type}} ` : ''}${p.defaultValue !== undefined || p.name.endsWith('?') ? `[${clean(p.name)}${p.defaultValue !== undefined ? `=${p.defaultValue}` : ''}]` : clean(p.name)} - `,
        ),
        ...(returns ? [` * @returns ${returnsPhrase(target)}`] : []),
        ' */',
      ];
    case 'python':
      return [
        `"""${summary}`,
        ...(params.length > 0
          ? ['', 'Args:', ...params.map((p) => `    ${p.name.replace(/^\*+/, '')}${p.type ? ` (${p.type})` : ''}: `)]
          : []),
        ...(returns ? ['', 'Returns:', `    ${target.returnType ? `${target.returnType}: ` : ''}${returnsPhrase(target)}`] : []),
        '"""',
      ];
    case 'java':
      return [
        '/**',
        ` * ${summary}`,
        ...(params.length > 0 || returns ? [' *'] : []),
        ...params.map((p) => ` * @param ${clean(p.name)} `),
        ...(returns ? [` * @return ${returnsPhrase(target)}`] : []),
        ' */',
      ];
    case 'csharp':
      return [
        '/// <summary>',
        `/// ${summary}`,
        '/// </summary>',
        ...params.map((p) => `/// <param name="${clean(p.name)}"></param>`),
        ...(returns ? [`/// <returns>${returnsPhrase(target)}</returns>`] : []),
      ];
    case 'cpp':
      return [
        '/**',
        ` * @brief ${summary}`,
        ...params.map((p) => ` * @param ${clean(p.name)} `),
        ...(returns ? [` * @return ${returnsPhrase(target)}`] : []),
        ' */',
      ];
  }
}
