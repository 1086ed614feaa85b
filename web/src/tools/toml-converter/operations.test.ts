// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { python, pythonJson } from '@/test-support/oracles';
import { jsonToToml, tomlToJson, tomlToYaml, yamlToToml } from './operations';

// Oracle: Python's tomllib (TOML 1.0), and PyYAML for the YAML side. Dates are compared through one
// canonical form, because Python writes 1979-05-27T07:32:00+00:00 where JavaScript writes …00.000Z.
const PY_CANON = `
import datetime
def canon(v):
    if isinstance(v, datetime.datetime):
        if v.tzinfo is not None: return 'instant:%d' % round(v.timestamp() * 1000)
        return 'local:' + v.strftime('%Y-%m-%dT%H:%M:%S.') + '%03d' % (v.microsecond // 1000)
    if isinstance(v, datetime.date): return 'date:' + v.isoformat()
    if isinstance(v, datetime.time): return 'time:' + v.strftime('%H:%M:%S.') + '%03d' % (v.microsecond // 1000)
    if isinstance(v, dict): return {k: canon(x) for k, x in v.items()}
    if isinstance(v, list): return [canon(x) for x in v]
    return v
`;
function canon(v: unknown): unknown {
  if (typeof v === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return `date:${v}`;
    if (/^\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(v))
      return `time:${v.slice(0, 8)}.${(v.split('.')[1] ?? '').padEnd(3, '0').slice(0, 3)}`;
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?$/.test(v))
      return `local:${v.slice(0, 19)}.${(v.split('.')[1] ?? '').padEnd(3, '0').slice(0, 3)}`;
    if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v)) return `instant:${Date.parse(v)}`;
    return v;
  }
  if (Array.isArray(v)) return v.map(canon);
  if (v !== null && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, canon(x)]));
  return v;
}
const tomllib = (toml: string) =>
  pythonJson(`import sys, json, tomllib\n${PY_CANON}\nprint(json.dumps(canon(tomllib.loads(sys.stdin.read()))))`, toml);
const run = async (op: Parameters<typeof runOperation>[0], text: string, options?: Record<string, unknown>) =>
  (await runOperation(op, tag('text', text), { options })).value as string;

const documents = [
  // The TOML README's example.
  '# This is a TOML document\n\ntitle = "TOML Example"\n\n[owner]\nname = "Tom Preston-Werner"\ndob = 1979-05-27T07:32:00-08:00\n\n[database]\nenabled = true\nports = [ 8000, 8001, 8002 ]\ndata = [ ["delta", "phi"], [3.14] ]\ntemp_targets = { cpu = 79.5, case = 72.0 }\n\n[servers]\n\n[servers.alpha]\nip = "10.0.0.1"\nrole = "frontend"\n\n[servers.beta]\nip = "10.0.0.2"\nrole = "backend"\n',
  'int1 = +99\nint2 = -17\nhex = 0xDEAD_BEEF\noct = 0o755\nbin = 0b1101_0110\nflt = 6.626e-34\nsep = 224_617.445_991\n',
  'odt = 1979-05-27T00:32:00.999-07:00\nldt = 1979-05-27T07:32:00\nld = 1979-05-27\nlt = 00:32:00.5\nspace = 1979-05-27 07:32:00Z\n',
  'str = "I\'m a string. \\"You can quote me\\". Name\\tJos\\u00E9\\nLocation\\tSF."\nlit = \'C:\\Users\\nodejs\'\nml = """\nRoses are red\nViolets are blue"""\nmlit = \'\'\'\nThe first newline is\ntrimmed in raw strings.\n\'\'\'\nkey_with."dotted.part" = 1\n"quoted key" = "日本語 😀"\n',
  '[[products]]\nname = "Hammer"\nsku = 738594937\n\n[[products]]\n\n[[products]]\nname = "Nail"\ncolor = "gray"\n\n[[fruits.varieties]]\nname = "plantain"\n',
  'points = [ { x = 1, y = 2 }, { x = 7, y = 8 } ]\nmixed = [ 1, "two", 3.0, [4] ]\nempty = []\n',
];

describe('TOML to JSON agrees with tomllib', () => {
  it.each(documents)('%j', async (doc) => {
    expect(canon(JSON.parse(await run(tomlToJson, doc)))).toEqual(tomllib(doc));
  });

  it.each(['a = 1\nb = \nc = 2', '[table]\nkey = "unterminated\n', 'a = 1\na = 2\n', 'x = [1,\n  2,,\n]'])(
    'reports %j at the line and column tomllib gives',
    async (doc) => {
      const where = python(
        'import sys, tomllib\ntry:\n  tomllib.loads(sys.stdin.read())\nexcept tomllib.TOMLDecodeError as e:\n  print(e)',
        doc,
      );
      const [, line, column] = /at line (\d+), column (\d+)/.exec(where)!;
      // A redefined key: smol-toml points at the key's start, tomllib just after it; same line.
      const col = doc.startsWith('a = 1\na = 2') ? '\\d+' : column;
      await expect(run(tomlToJson, doc)).rejects.toThrow(new RegExp(`^Not valid TOML: .+ \\(line ${line}, column ${col}\\)$`));
    },
  );
});

describe('JSON and YAML to TOML read back with tomllib', () => {
  it('keeps types, nesting, arrays of tables and dates', async () => {
    const value = {
      title: 'x',
      n: 42,
      f: 1.5,
      yes: true,
      list: [1, 2],
      mixed: [1, 'a'],
      when: '2024-05-01',
      at: '2024-05-01T10:20:30Z',
      local: '2024-05-01T10:20:30',
      time: '10:20:30',
      owner: { name: 'Ada', nested: { deep: 'é 日本' } },
      items: [{ a: 1 }, { a: 2, b: { c: 'd' } }],
      'odd key': 'quoted',
      'dotted.key': 1,
    };
    expect(tomllib(await run(jsonToToml, JSON.stringify(value)))).toEqual(canon(value));
  });

  it('keeps date-like strings as strings when asked', async () => {
    const toml = await run(jsonToToml, '{"when":"2024-05-01"}', { dates: false });
    expect(tomllib(toml)).toEqual({ when: '2024-05-01' });
  });

  it('refuses nulls with their path, or leaves them out', async () => {
    await expect(run(jsonToToml, '{"a":{"b":[1,null]}}')).rejects.toThrow('TOML has no null: a.b[1] is null');
    expect(tomllib(await run(jsonToToml, '{"a":{"b":[1,null],"c":null},"d":2}', { dropNulls: true }))).toEqual({
      a: { b: [1] },
      d: 2,
    });
  });

  it('refuses a top level that is not a table', async () => {
    await expect(run(jsonToToml, '[1,2]')).rejects.toThrow('TOML needs a table');
  });

  it('YAML dates become TOML dates, as PyYAML reads them', async () => {
    const yamlDoc = 'name: api\nreleased: 2024-05-01\nanchor: &a {x: 1}\ncopy: *a\nlist:\n  - {k: v}\n  - {k: w}\n';
    const expected = pythonJson(
      `import sys, json, yaml\n${PY_CANON}\nprint(json.dumps(canon(yaml.safe_load(sys.stdin.read()))))`,
      yamlDoc,
    );
    expect(tomllib(await run(yamlToToml, yamlDoc))).toEqual(expected);
    await expect(run(yamlToToml, 'a: 1\n---\nb: 2\n')).rejects.toThrow('TOML holds one document; this YAML has 2');
  });

  it('TOML to YAML keeps dates as YAML timestamps (PyYAML reads dates back)', async () => {
    const doc = documents[2]!
      .split('\n')
      .filter((l) => !l.startsWith('lt') && !l.startsWith('ldt'))
      .join('\n');
    const yamlText = await run(tomlToYaml, doc);
    const fromYaml = pythonJson(
      `import sys, json, yaml\n${PY_CANON}\nprint(json.dumps(canon(yaml.safe_load(sys.stdin.read()))))`,
      yamlText,
    );
    expect(fromYaml).toEqual(tomllib(doc));
  });
});
