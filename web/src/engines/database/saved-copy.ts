// The copy of an engine's data kept in this browser (IndexedDB works in workers): one value per
// engine kind, written after each change while persistence is on. PGlite keeps its own files in
// IndexedDB instead (its idb:// file system); this store is for sql.js, mingo and the Redis subset.
const DATABASE = 'devforge-databases';
const STORE = 'saved-copies';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB is not available'));
  });
}

async function run<T>(mode: IDBTransactionMode, body: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = body(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB write failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB write was aborted (is the browser storage full?)'));
    });
  } finally {
    db.close();
  }
}

export function readSavedCopy<T>(key: string): Promise<T | undefined> {
  return run<T | undefined>('readonly', (store) => store.get(key) as IDBRequest<T | undefined>);
}

export async function writeSavedCopy(key: string, value: unknown): Promise<void> {
  await run('readwrite', (store) => store.put(value, key));
}

export async function deleteSavedCopy(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
}
