export const EOL = '\n';
export const platform = () => 'browser';
export const tmpdir = () => '/tmp';
export const homedir = () => '/';
export const cpus = () => [];
export default { EOL, platform, tmpdir, homedir, cpus };
