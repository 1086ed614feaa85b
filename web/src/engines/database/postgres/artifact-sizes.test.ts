// @vitest-environment node
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_DOWNLOAD_BYTES } from './artifact-sizes';

describe('PGLITE_DOWNLOAD_BYTES', () => {
  it('is the size of the three files the worker downloads', () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const total = ['pglite.wasm', 'initdb.wasm', 'pglite.data'].reduce((sum, f) => sum + fs.statSync(path.join(dist, f)).size, 0);
    expect(PGLITE_DOWNLOAD_BYTES).toBe(total);
  });
});
