/**
 * Bytes of pglite.wasm + initdb.wasm + pglite.data (uncompressed) in the pinned PGlite version, for
 * the download progress bar (a compressed response's Content-Length says nothing about the bytes
 * read). artifact-sizes.test.ts checks it against the files, so an upgrade cannot leave it stale.
 */
export const PGLITE_DOWNLOAD_BYTES = 15_627_540;
