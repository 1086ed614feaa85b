/**
 * A structural check of a declarative Jenkinsfile, written from the Pipeline Syntax reference
 * (jenkins.io/doc/book/pipeline/syntax): one `pipeline { }` block holding `agent` and `stages`,
 * every `stage('name') { }` holding exactly one of `steps`, `parallel`, `matrix` or `stages`, braces
 * balanced outside Groovy strings and comments, every string closed. No Jenkins runs here; this is
 * the check the issue asks for.
 */
type Block = { name: string; children: Block[]; text: string };

function tokenize(source: string): { blocks: Block; problems: string[] } {
  const problems: string[] = [];
  const root: Block = { name: 'file', children: [], text: '' };
  const stack: Block[] = [root];
  let header = '';
  let i = 0;
  while (i < source.length) {
    const rest = source.slice(i);
    if (rest.startsWith('//')) {
      i = source.indexOf('\n', i) === -1 ? source.length : source.indexOf('\n', i);
      continue;
    }
    if (rest.startsWith('/*')) {
      const end = source.indexOf('*/', i + 2);
      if (end === -1) return { blocks: root, problems: [...problems, 'unclosed comment'] };
      i = end + 2;
      continue;
    }
    const quote = rest.startsWith("'''")
      ? "'''"
      : rest.startsWith('"""')
        ? '"""'
        : rest[0] === "'" || rest[0] === '"'
          ? rest[0]
          : null;
    if (quote) {
      let j = i + quote.length;
      while (j < source.length && !source.startsWith(quote, j)) {
        if (source[j] === '\\') j++;
        else if (quote.length === 1 && source[j] === '\n') break;
        j++;
      }
      if (!source.startsWith(quote, j)) return { blocks: root, problems: [...problems, `unclosed string at offset ${i}`] };
      header += source.slice(i, j + quote.length);
      i = j + quote.length;
      continue;
    }
    const c = source[i];
    if (c === '{') {
      const block: Block = { name: header.trim().split('\n').pop()!.trim(), children: [], text: '' };
      stack.at(-1)!.children.push(block);
      stack.push(block);
      header = '';
    } else if (c === '}') {
      if (stack.length === 1) problems.push('unbalanced braces: a } closes nothing');
      else {
        stack.at(-1)!.text += header;
        stack.pop();
      }
      header = '';
    } else {
      header += c;
      if (c === '\n') {
        stack.at(-1)!.text += header;
        header = '';
      }
    }
    i++;
  }
  if (stack.length > 1) problems.push(`unbalanced braces: ${stack.length - 1} left open`);
  return { blocks: root, problems };
}

export function checkJenkinsfile(source: string): string[] {
  const { blocks, problems } = tokenize(source);
  if (problems.length > 0) return problems;
  const pipelines = blocks.children.filter((b) => b.name === 'pipeline');
  if (pipelines.length !== 1 || blocks.children.length !== 1) return ['expected exactly one top-level pipeline { } block'];
  const pipeline = pipelines[0];
  const sections = pipeline.children.map((b) => b.name);
  if (!sections.includes('agent') && !/^\s*agent\s+(any|none)\s*$/m.test(pipeline.text)) problems.push('pipeline has no agent');
  if (sections.filter((s) => s === 'stages').length !== 1) problems.push('pipeline needs one stages { } block');

  const checkStages = (stages: Block) => {
    for (const child of stages.children) {
      const name = /^stage\(\s*(['"])(.*)\1\s*\)$/.exec(child.name);
      if (!name) {
        problems.push(`unexpected “${child.name}” inside stages`);
        continue;
      }
      const kinds = child.children.filter((c) => ['steps', 'parallel', 'matrix', 'stages'].includes(c.name));
      if (kinds.length !== 1) {
        problems.push(`stage '${name[2]}' has no steps, parallel or matrix`);
        continue;
      }
      const kind = kinds[0];
      if (kind.name === 'parallel' || kind.name === 'stages') checkStages(kind);
      if (kind.name === 'matrix') {
        const inner = kind.children.find((c) => c.name === 'stages');
        if (!kind.children.some((c) => c.name === 'axes') || !inner)
          problems.push(`matrix of '${name[2]}' needs axes and stages`);
        else checkStages(inner);
      }
      if (kind.name === 'steps' && kind.text.trim() === '' && kind.children.length === 0)
        problems.push(`stage '${name[2]}' has empty steps`);
    }
  };
  const stages = pipeline.children.find((b) => b.name === 'stages');
  if (stages) checkStages(stages);
  return problems;
}
