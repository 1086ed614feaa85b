// punycode 2.x (MIT) ships no types; the ES module build is imported directly so bundlers and Node
// never mistake it for Node's deprecated built-in `punycode`.
declare module 'punycode/punycode.es6.js' {
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
