// ua-parser-js 1.x ships no types (2.x does, but is AGPL): what this tool uses of it.
declare module 'ua-parser-js' {
  type Part = { name?: string; version?: string };
  export type UAResult = {
    ua: string;
    browser: Part & { major?: string };
    engine: Part;
    os: Part;
    device: { type?: string; vendor?: string; model?: string };
    cpu: { architecture?: string };
  };
  export class UAParser {
    constructor(ua?: string);
    getResult(): UAResult;
  }
}
