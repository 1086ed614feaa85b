// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { lookupStatus, statusCodes } from './codes';

// The oracle: Python's http.HTTPStatus (3.11), which lists IANA's registered codes. It predates
// RFC 9110's renames, keeps 418 as "I'm a Teapot" (IANA: reserved, "(Unused)") and lacks the
// reserved 306 and the temporary 104: those differences are spelt out here, everything else must match.
const python = JSON.parse(
  execFileSync('/usr/bin/python3', ['-c', 'import http, json; print(json.dumps({s.value: s.phrase for s in http.HTTPStatus}))'], {
    encoding: 'utf8',
  }),
) as Record<string, string>;

const renamedByRfc9110: Record<number, string> = {
  413: 'Request Entity Too Large',
  414: 'Request-URI Too Long',
  416: 'Requested Range Not Satisfiable',
  422: 'Unprocessable Entity',
  418: "I'm a Teapot",
  510: 'Not Extended',
};

describe('HTTP status codes against Python http.HTTPStatus', () => {
  const registered = statusCodes.filter((s) => !s.unofficial);

  it("has every code Python has, and only the registry's additions besides", () => {
    const ours = registered.map((s) => s.code);
    expect(ours).toEqual(expect.arrayContaining(Object.keys(python).map(Number)));
    expect(ours.filter((code) => !(code in python))).toEqual([104, 306]);
    expect(registered).toHaveLength(Object.keys(python).length + 2);
  });

  it("names each code as Python does, but for RFC 9110's new names", () => {
    for (const s of registered) {
      if (!(s.code in python)) continue;
      expect(`${s.code} ${renamedByRfc9110[s.code] ?? s.phrase}`).toBe(`${s.code} ${python[s.code]}`);
    }
  });

  it('has no duplicate codes, and every entry says what to do', () => {
    expect(new Set(statusCodes.map((s) => s.code)).size).toBe(statusCodes.length);
    for (const s of statusCodes) expect(s.summary.length > 10 && s.advice.length > 5, String(s.code)).toBe(true);
  });
});

describe('looking up', () => {
  it('finds by code, class and words', () => {
    expect(lookupStatus('404')).toMatch(/^404 Not Found — RFC 9110 §15\.5\.5\n.+\nWhat to do: /);
    expect(
      lookupStatus('5xx', { brief: true })
        .split('\n')
        .map((l) => l.slice(0, 3)),
    ).toEqual(['500', '501', '502', '503', '504', '505', '506', '507', '508', '510', '511', '520', '521', '522', '523', '524']);
    expect(lookupStatus('gateway timeout', { brief: true })).toBe('504 Gateway Timeout — RFC 9110 §15.6.5');
    expect(lookupStatus('499', { brief: true })).toBe('499 Client Closed Request — unofficial (nginx)');
    expect(lookupStatus('200, 201', { brief: true })).toBe('200 OK — RFC 9110 §15.3.1\n201 Created — RFC 9110 §15.3.2');
  });

  it('says what is wrong with a query', () => {
    expect(() => lookupStatus('')).toThrow('Enter a status code');
    expect(() => lookupStatus('427')).toThrow('427 is not a registered status code (4xx is "Client error")');
    expect(() => lookupStatus('999')).toThrow('codes run from 100 to 599');
    expect(() => lookupStatus('flibbertigibbet')).toThrow('No status code mentions "flibbertigibbet"');
  });
});
