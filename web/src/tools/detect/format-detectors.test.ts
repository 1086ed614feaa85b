import { describe, expect, it } from 'vitest';
import { detect } from './detect';
import { detectCsv, detectMarkdown, detectPrefixedNumber, detectToml, detectXml, detectYaml } from './format-detectors';

const YES = 0.5;

const compose = 'services:\n  web:\n    image: nginx:1.27\n    ports:\n      - "80:80"\n  db:\n    image: postgres\n';
const workflow =
  'name: CI\non: [push]\njobs:\n  test:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: |\n          npm ci\n          npm test\n';
const pyproject =
  '[project]\nname = "devforge"\nversion = "1.0.0"\ndependencies = [\n  "yaml",\n  "toml",\n]\n\n[tool.black]\nline-length = 100\n';
const cargo = '[package]\nname = "x"\nedition = "2021"\n\n[[bin]]\nname = "x"\npath = "src/main.rs"\n';
const pom =
  '<?xml version="1.0" encoding="UTF-8"?>\n<project xmlns="http://maven.apache.org/POM/4.0.0">\n  <modelVersion>4.0.0</modelVersion>\n</project>';
const readme =
  '# DevForge\n\nTools for **developers**.\n\n## Install\n\n```sh\nnpm ci\n```\n\n- fast\n- [docs](https://example.com)\n';

describe('detectYaml', () => {
  it('recognises Compose files, workflows and multi-document streams', () => {
    expect(detectYaml(compose)).toBeGreaterThanOrEqual(0.8);
    expect(detectYaml(workflow)).toBeGreaterThanOrEqual(0.8);
    expect(detectYaml('---\na: 1\n---\nb: 2\n')).toBeGreaterThanOrEqual(YES);
    expect(detectYaml('# comment\nkey: value\nlist:\n  - one\n  - two\n')).toBeGreaterThanOrEqual(YES);
  });
  it('leaves JSON, TOML, prose, code and mail headers alone', () => {
    expect(detectYaml('{"a": 1}')).toBe(0);
    expect(detectYaml(pyproject)).toBe(0);
    expect(detectYaml('Note: this is prose.\nIt goes on for a while, as prose does.')).toBe(0);
    expect(detectYaml('const a = 1;\nfunction f() {\n  return a;\n}')).toBe(0);
    expect(detectYaml('From: me\nTo: you')).toBe(0);
    expect(detectYaml('key: value')).toBe(0);
  });
});

describe('detectToml', () => {
  it('recognises pyproject.toml and Cargo.toml', () => {
    expect(detectToml(pyproject)).toBeGreaterThanOrEqual(0.8);
    expect(detectToml(cargo)).toBeGreaterThanOrEqual(0.8);
    expect(detectToml('title = "TOML"\nanswer = 42\nwhen = 1979-05-27T07:32:00Z\n')).toBeGreaterThanOrEqual(YES);
  });
  it('leaves INI with bare strings, YAML and code alone', () => {
    expect(detectToml('[section]\nkey=some value\nother=thing\n')).toBe(0);
    expect(detectToml(compose)).toBe(0);
    expect(detectToml('let a = 1;\nlet b = 2;\nlet c = 3;')).toBe(0);
    expect(detectToml('a = 1')).toBe(0);
  });
});

describe('detectXml', () => {
  it('recognises documents with a declaration, namespaces, or one closed root', () => {
    expect(detectXml(pom)).toBeGreaterThanOrEqual(0.9);
    expect(detectXml('<note><to>Tove</to></note>')).toBeGreaterThanOrEqual(0.8);
    expect(detectXml('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><path d="M0 0"/></svg>')).toBeGreaterThanOrEqual(
      0.9,
    );
    expect(detectXml('<!-- c -->\n<root a="1"/>')).toBeGreaterThanOrEqual(YES);
  });
  it('leaves fragments, JSX-like text and HTML pages (mostly) alone', () => {
    expect(detectXml('<b>bold</b> and <i>italic</i>')).toBe(0);
    expect(detectXml('a < b > c')).toBe(0);
    expect(detectXml('<html><body>x</body></html>')).toBeLessThan(0.85);
  });
});

describe('detectCsv', () => {
  it('recognises comma, tab and semicolon tables with quoted fields', () => {
    expect(detectCsv('id,name,email\n1,Ada,ada@example.com\n2,"Hopper, Grace",grace@example.com\n')).toBeGreaterThanOrEqual(0.8);
    expect(detectCsv('a\tb\tc\n1\t2\t3\n4\t5\t6')).toBeGreaterThanOrEqual(0.8);
    expect(detectCsv('a;b;c\n1;2;3\n4;5;6')).toBeGreaterThanOrEqual(YES);
  });
  it('leaves prose, code and ragged rows alone', () => {
    expect(detectCsv('Hello, world.\nThis is, I think, a sentence with commas in it and more words.')).toBe(0);
    expect(detectCsv('a = 1;\nb = 2;\nc = 3;')).toBe(0);
    expect(detectCsv('a,b,c\n1,2\n3,4,5,6')).toBe(0);
    expect(detectCsv('[1,2]\n[3,4]')).toBe(0);
    expect(detectCsv('one line, only')).toBe(0);
  });
});

describe('detectMarkdown', () => {
  it('recognises a README', () => {
    expect(detectMarkdown(readme)).toBeGreaterThanOrEqual(0.8);
    expect(detectMarkdown('| a | b |\n|---|---|\n| 1 | 2 |\n\n- [x] done\n')).toBeGreaterThanOrEqual(YES);
  });
  it('leaves plain prose, a single list and YAML alone', () => {
    expect(detectMarkdown('Just a sentence.')).toBe(0);
    expect(detectMarkdown('- one\n- two')).toBe(0);
    expect(detectMarkdown(compose)).toBe(0);
  });
});

describe('detectPrefixedNumber', () => {
  it('recognises 0x, 0b and 0o integers', () => {
    for (const t of ['0xFF', '0x1f_ff', '-0x10', '0b1010', '0B1111_0000', '0o755'])
      expect(detectPrefixedNumber(t)).toBeGreaterThanOrEqual(0.9);
  });
  it('leaves other numbers and words alone', () => {
    for (const t of ['255', '0x', '0xZZ', '0b102', '0o8', '#ff00ff', 'x0FF', '0x1 0x2']) expect(detectPrefixedNumber(t)).toBe(0);
  });
});

describe('detect() ranks the new kinds first for their own pastes', () => {
  it.each([
    [compose, 'yaml'],
    [pyproject, 'toml'],
    [pom, 'xml'],
    ['id,name\n1,Ada\n2,Grace', 'csv'],
    [readme, 'markdown'],
    ['0xDEADBEEF', 'prefixed-number'],
  ])('%j is %s', (text, kind) => {
    expect(detect(text)[0]?.kind).toBe(kind);
  });
});
