// MongoDB database commands (the JSON documents db.runCommand takes) over in-memory collections,
// with mingo doing the querying, projecting, sorting, aggregating and updating. Pure: the worker
// keeps the collections and saves them; tests call runMongoCommand directly.
import { Aggregator, Query, updateMany, updateOne } from 'mingo';
import { positionAt } from '../text-position';
import { EngineQueryError, type Catalogue, type CatalogueColumn } from '../types';

export type Document = Record<string, unknown>;
export type Collections = Map<string, Document[]>;

export type CommandReply = {
  command: string;
  /** Documents to show as rows (the cursor of find and aggregate, else the reply document). */
  documents: Document[];
  /** Documents written (inserted, matched for update, deleted). */
  affected?: number;
  wrote: boolean;
};

export const supportedCommands = [
  'find',
  'aggregate',
  'count',
  'distinct',
  'insert',
  'update',
  'delete',
  'create',
  'drop',
  'listCollections',
] as const;

/** The spec's message for input that is not JSON (tools.md §5, §8), with the parser's reason and position. */
export const INVALID_QUERY_SYNTAX = 'Error: Invalid query syntax';

const fail = (message: string): never => {
  throw new EngineQueryError({ message });
};

function mingoOptions(collections: Collections) {
  return {
    idKey: '_id',
    // $where and $function would run user JavaScript: off.
    scriptEnabled: false,
    collectionResolver: (name: string) => collections.get(name) ?? [],
  };
}

export function parseCommand(text: string): Document {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    const reason = (error as Error).message;
    const at = /position (\d+)/.exec(reason)?.[1];
    throw new EngineQueryError({
      message: `${INVALID_QUERY_SYNTAX}\n${reason}`,
      position: at !== undefined ? positionAt(text, Number(at)) : undefined,
    });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) {
    fail(`${INVALID_QUERY_SYNTAX}\nA command is one JSON object, e.g. { "find": "users", "filter": { "country": "UK" } }`);
  }
  return parsed as Document;
}

const isObject = (value: unknown): value is Document => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

function objectField(command: Document, field: string, required = false): Document {
  const value = command[field];
  if (value === undefined && !required) return {};
  if (!isObject(value)) fail(`"${field}" must be a JSON object`);
  return value as Document;
}

function numberField(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) fail(`"${field}" must be a non-negative integer`);
  return value as number;
}

function collectionName(command: Document, key: string): string {
  const name = command[key];
  if (typeof name !== 'string' || name === '') fail(`"${key}" must name a collection`);
  return name as string;
}

let idCounter = 0;
/** A 24-hex-digit id in ObjectId's layout (seconds, random, counter), for inserted documents without _id. */
export function newObjectId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = Array.from(crypto.getRandomValues(new Uint8Array(5)), (b) => b.toString(16).padStart(2, '0')).join('');
  idCounter = (idCounter + 1) % 0xffffff;
  return `${seconds}${random}${idCounter.toString(16).padStart(6, '0')}`;
}

function wrap<T>(body: () => T): T {
  try {
    return body();
  } catch (error) {
    if (error instanceof EngineQueryError) throw error;
    throw new EngineQueryError({ message: (error as Error).message });
  }
}

export function runMongoCommand(collections: Collections, command: Document): CommandReply {
  const name = Object.keys(command)[0];
  const options = mingoOptions(collections);
  return wrap(() => {
    switch (name) {
      case 'find': {
        const docs = collections.get(collectionName(command, 'find')) ?? [];
        let cursor = new Query(objectField(command, 'filter'), options).find<Document>(docs, objectField(command, 'projection'));
        const sort = objectField(command, 'sort');
        if (Object.keys(sort).length > 0) cursor = cursor.sort(sort as Record<string, 1 | -1>);
        const skip = numberField(command, 'skip');
        const limit = numberField(command, 'limit');
        if (skip) cursor = cursor.skip(skip);
        if (limit) cursor = cursor.limit(limit);
        return { command: 'find', documents: cursor.all(), wrote: false };
      }
      case 'aggregate': {
        const docs = collections.get(collectionName(command, 'aggregate')) ?? [];
        const pipeline = command.pipeline;
        if (!Array.isArray(pipeline) || !pipeline.every(isObject)) fail('"pipeline" must be an array of stage objects');
        const stages = pipeline as Document[];
        if (stages.some((s) => '$out' in s || '$merge' in s))
          fail('$out and $merge are not supported: run an insert command instead');
        return { command: 'aggregate', documents: new Aggregator(stages, options).run(docs) as Document[], wrote: false };
      }
      case 'count': {
        const docs = collections.get(collectionName(command, 'count')) ?? [];
        const n = new Query(objectField(command, 'query'), options).find(docs).all().length;
        return { command: 'count', documents: [{ n, ok: 1 }], wrote: false };
      }
      case 'distinct': {
        const docs = collections.get(collectionName(command, 'distinct')) ?? [];
        const key = command.key;
        if (typeof key !== 'string' || key === '') fail('"key" must name a field');
        const values = new Aggregator(
          [
            { $match: objectField(command, 'query') },
            { $unwind: { path: `$${key}`, preserveNullAndEmptyArrays: false } },
            { $group: { _id: `$${key}` } },
            { $sort: { _id: 1 } },
          ],
          options,
        ).run(docs) as Document[];
        return { command: 'distinct', documents: values.map((v) => ({ value: v._id })), wrote: false };
      }
      case 'insert': {
        const target = collectionName(command, 'insert');
        const documents = command.documents;
        if (!Array.isArray(documents) || documents.length === 0 || !documents.every(isObject))
          fail('"documents" must be a non-empty array of objects');
        const docs = collections.get(target) ?? [];
        const added = (documents as Document[]).map((d) => ('_id' in d ? d : { _id: newObjectId(), ...d }));
        for (const doc of added) {
          if (docs.some((existing) => JSON.stringify(existing._id) === JSON.stringify(doc._id))) {
            fail(`E11000 duplicate key error collection: ${target} index: _id_ dup key: { _id: ${JSON.stringify(doc._id)} }`);
          }
          docs.push(doc);
        }
        collections.set(target, docs);
        return { command: 'insert', documents: [{ n: added.length, ok: 1 }], affected: added.length, wrote: true };
      }
      case 'update': {
        const target = collectionName(command, 'update');
        const updates = command.updates;
        if (!Array.isArray(updates) || !updates.every(isObject))
          fail('"updates" must be an array of { "q": filter, "u": update } objects');
        const docs = collections.get(target) ?? [];
        let matched = 0;
        let modified = 0;
        let upserted = 0;
        for (const update of updates as Document[]) {
          const q = objectField(update, 'q', true);
          const u = update.u;
          if (!isObject(u) && !Array.isArray(u)) fail('"u" must be an update document or a pipeline');
          if (isObject(u) && !Object.keys(u).every((k) => k.startsWith('$')))
            fail('"u" must use update operators such as $set (replacement documents are not supported)');
          const result = update.multi
            ? updateMany(docs, q, u as never, {}, options)
            : updateOne(docs, q, u as never, {}, options);
          matched += result.matchedCount;
          modified += result.modifiedCount;
          if (result.matchedCount === 0 && update.upsert === true) {
            const doc: Document = {
              _id: newObjectId(),
              ...Object.fromEntries(Object.entries(q).filter(([k, v]) => !k.startsWith('$') && !isObject(v))),
            };
            updateOne([doc], {}, u as never, {}, options);
            docs.push(doc);
            upserted++;
          }
        }
        collections.set(target, docs);
        return {
          command: 'update',
          documents: [{ n: matched + upserted, nModified: modified, ...(upserted ? { upserted } : {}), ok: 1 }],
          affected: matched + upserted,
          wrote: true,
        };
      }
      case 'delete': {
        const target = collectionName(command, 'delete');
        const deletes = command.deletes;
        if (!Array.isArray(deletes) || !deletes.every(isObject))
          fail('"deletes" must be an array of { "q": filter, "limit": 0 or 1 } objects');
        let docs = collections.get(target) ?? [];
        let removed = 0;
        for (const del of deletes as Document[]) {
          const query = new Query(objectField(del, 'q', true), options);
          const limit = del.limit === 1 ? 1 : 0;
          const doomed = new Set<Document>();
          for (const doc of docs) {
            if (limit && doomed.size >= limit) break;
            if (query.test(doc)) doomed.add(doc);
          }
          docs = docs.filter((d) => !doomed.has(d));
          removed += doomed.size;
        }
        collections.set(target, docs);
        return { command: 'delete', documents: [{ n: removed, ok: 1 }], affected: removed, wrote: true };
      }
      case 'create': {
        const target = collectionName(command, 'create');
        if (collections.has(target)) fail(`Collection ${target} already exists`);
        collections.set(target, []);
        return { command: 'create', documents: [{ ok: 1 }], wrote: true };
      }
      case 'drop': {
        const target = collectionName(command, 'drop');
        if (!collections.delete(target)) fail('ns not found');
        return { command: 'drop', documents: [{ ns: target, ok: 1 }], wrote: true };
      }
      case 'listCollections':
        return {
          command: 'listCollections',
          documents: [...collections.entries()]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([n, docs]) => ({ name: n, type: 'collection', count: docs.length })),
          wrote: false,
        };
      default:
        return fail(
          `Unknown command ${JSON.stringify(name ?? '')}: the first key names the command, one of ${supportedCommands.join(', ')}`,
        );
    }
  });
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'object') return 'object';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return 'date string';
  return typeof value;
}

/** Each collection with its fields as the documents have them (types seen, present in every document or not). */
export function mongoCatalogue(collections: Collections): Catalogue {
  return {
    tables: [...collections.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, docs]) => {
        const fields = new Map<string, { types: Set<string>; count: number }>();
        for (const doc of docs) {
          for (const [key, value] of Object.entries(doc)) {
            const field = fields.get(key) ?? { types: new Set(), count: 0 };
            field.types.add(typeOf(value));
            field.count++;
            fields.set(key, field);
          }
        }
        const columns: CatalogueColumn[] = [...fields.entries()].map(([field, info]) => ({
          name: field,
          type: [...info.types].join(' | '),
          nullable: info.count < docs.length || info.types.has('null'),
          primaryKey: field === '_id',
        }));
        return { name, columns, indexes: [], rowCount: docs.length };
      }),
  };
}
