// The worker has no file system: code that probes for files (tsconfig lookup) gets "not there".
const missing = () => {
  throw Object.assign(new Error('No file system in the browser'), { code: 'ENOENT' });
};
export const existsSync = () => false;
export const readFileSync = missing;
export const statSync = missing;
export const readdirSync = () => [];
export const realpathSync = Object.assign((p: string) => p, { native: (p: string) => p });
export const promises = {};
export default { existsSync, readFileSync, statSync, readdirSync, realpathSync, promises };
