// Ajv for every JSON Schema draft we support, shared by the JSON formatter's schema check and the
// JSON Schema validator. Ajv compiles schemas to JavaScript with new Function(), which the page's
// CSP forbids: this module only runs inside `*.eval.worker.ts` workers (see server/src/http/security.ts),
// and in Node for the unit tests.
import Ajv, { type Options } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import Ajv2020 from 'ajv/dist/2020';
import draft06MetaSchema from 'ajv/dist/refs/json-schema-draft-06.json';
import AjvDraft04 from 'ajv-draft-04';
import addFormats from 'ajv-formats';

export const schemaDrafts = ['2020-12', '2019-09', 'draft-07', 'draft-06', 'draft-04'] as const;
export type SchemaDraft = (typeof schemaDrafts)[number];

export const draftLabels: Record<SchemaDraft, string> = {
  '2020-12': 'Draft 2020-12',
  '2019-09': 'Draft 2019-09',
  'draft-07': 'Draft-07',
  'draft-06': 'Draft-06',
  'draft-04': 'Draft-04',
};

/** Each draft's meta-schema URI, as `$schema` names it (without the trailing '#'). */
export const draftUris: Record<SchemaDraft, string> = {
  '2020-12': 'https://json-schema.org/draft/2020-12/schema',
  '2019-09': 'https://json-schema.org/draft/2019-09/schema',
  'draft-07': 'http://json-schema.org/draft-07/schema',
  'draft-06': 'http://json-schema.org/draft-06/schema',
  'draft-04': 'http://json-schema.org/draft-04/schema',
};

/** The draft a `$schema` value names (http or https, with or without '#'); undefined when it names none we know. */
export function draftOf(dialect: unknown): SchemaDraft | undefined {
  if (typeof dialect !== 'string') return undefined;
  const uri = dialect.trim().replace(/#$/, '').replace(/^https?:\/\//, '');
  return schemaDrafts.find((draft) => draftUris[draft].replace(/^https?:\/\//, '') === uri);
}

/**
 * A fresh Ajv for one draft, with the ajv-formats formats (email, uri, date-time…). allErrors:
 * every problem is reported, not only the first; strict off: real-world schemas carry keywords of
 * their own ("example", "x-…"), which the drafts allow.
 */
export function createAjv(draft: SchemaDraft, options: Options = {}): Ajv {
  const base: Options = { allErrors: true, strict: false, ...options };
  let ajv: Ajv;
  if (draft === '2020-12') ajv = new Ajv2020(base);
  else if (draft === '2019-09') ajv = new Ajv2019(base);
  else if (draft === 'draft-04') ajv = new AjvDraft04(base) as unknown as Ajv;
  else {
    // Draft-06 runs on the draft-07 class (the vocabularies differ only by keywords 06 ignores) with
    // its own meta-schema, also for schemas that name no $schema.
    ajv = new Ajv(draft === 'draft-06' ? { ...base, defaultMeta: `${draftUris['draft-06']}#` } : base);
    if (draft === 'draft-06') ajv.addMetaSchema(draft06MetaSchema);
  }
  addFormats(ajv);
  return ajv;
}
