// @vitest-environment node
import { execFileSync } from 'node:child_process';
import * as lib from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { describePhone, parsePhone } from './phone';

// The outside oracle: Google libphonenumber's own example numbers (its Python port, Debian
// python3-phonenumbers): for every region, the fixed-line and mobile examples, formatted by it in
// E.164, international, national and RFC 3966, with their region and type. The two ship metadata
// of different dates (Debian's is older), so a few numbers that changed since differ: those are
// counted and must stay rare.

type Oracle = {
  region: string;
  kind: string;
  e164: string;
  international: string;
  national: string;
  rfc3966: string;
  type: string;
  valid: boolean;
  /** The region Google's parser gives the number (+358 4… is FI, though it is also Åland's example). */
  regionOfNumber: string | null;
};

function googleExamples(): Oracle[] {
  const script = `
import json, phonenumbers as p
from phonenumbers import PhoneNumberType as T, PhoneNumberFormat as F
names = {v: k for k, v in vars(T).items() if k.isupper()}
out = []
for region in sorted(p.SUPPORTED_REGIONS):
    for kind in (T.FIXED_LINE, T.MOBILE):
        n = p.example_number_for_type(region, kind)
        if n is None: continue
        out.append(dict(region=region, kind=names[kind], e164=p.format_number(n, F.E164),
            international=p.format_number(n, F.INTERNATIONAL), national=p.format_number(n, F.NATIONAL),
            rfc3966=p.format_number(n, F.RFC3966), type=names[p.number_type(n)], valid=p.is_valid_number(n),
            regionOfNumber=p.region_code_for_number(n)))
print(json.dumps(out))
`;
  return JSON.parse(execFileSync('/usr/bin/python3', ['-c', script], { maxBuffer: 16 << 20 }).toString()) as Oracle[];
}

const typeCodes: Record<string, string> = {
  'fixed line': 'FIXED_LINE',
  mobile: 'MOBILE',
  'fixed line or mobile': 'FIXED_LINE_OR_MOBILE',
  'toll free': 'TOLL_FREE',
  VoIP: 'VOIP',
  'personal number': 'PERSONAL_NUMBER',
  pager: 'PAGER',
  'universal access number': 'UAN',
  voicemail: 'VOICEMAIL',
  'premium rate': 'PREMIUM_RATE',
  'shared cost': 'SHARED_COST',
};

// Separators are the one place the two libraries choose differently (+1 213 373 4253 against
// +1 213-373-4253); the digits and their grouping must agree.
const groups = (text: string) => text.replace(/[\s./-]+/g, ' ');

describe('phone parser against Google libphonenumber', () => {
  const examples = googleExamples();

  it('parses Google’s example number of every region alike', () => {
    expect(examples.length).toBeGreaterThan(400);
    const differences: string[] = [];
    for (const example of examples) {
      const ours = parsePhone(lib, example.e164);
      if (!ours.ok) {
        differences.push(`${example.region} ${example.e164}: ${ours.error}`);
        continue;
      }
      const same =
        ours.valid === example.valid &&
        ours.e164 === example.e164 &&
        groups(ours.international) === groups(example.international) &&
        groups(ours.national) === groups(example.national) &&
        groups(ours.rfc3966) === groups(example.rfc3966) &&
        (ours.country ?? null) === example.regionOfNumber &&
        typeCodes[ours.type ?? ''] === example.type;
      if (!same)
        differences.push(
          `${example.region} ${example.kind} ${example.e164}: ours ${JSON.stringify([ours.valid, ours.international, ours.national, ours.country, ours.type])}, Google ${JSON.stringify([example.valid, example.international, example.national, example.regionOfNumber, example.type])}`,
        );
    }
    // 20 of 489 differ (2026-11), all numbering-plan changes newer than Debian's metadata: Benin's
    // 10-digit numbers, Lithuania's trunk prefix 0, Uzbekistan's dropped 8… A wrong parser would
    // differ almost everywhere.
    expect(differences.length, differences.join('\n')).toBeLessThan(examples.length * 0.05);
  });

  it('reads national numbers in the country given', () => {
    const gb = examples.find((e) => e.region === 'GB' && e.kind === 'MOBILE')!;
    const ours = parsePhone(lib, gb.national, 'GB');
    expect(ours.ok && ours.e164).toBe(gb.e164);
    const us = parsePhone(lib, '(201) 555-0123 ext. 7', 'US');
    expect(us.ok && [us.e164, us.extension, us.rfc3966]).toEqual(['+12015550123', '7', 'tel:+1-201-555-0123;ext=7']);
  });

  it('says what is wrong with what is not a valid number', () => {
    expect(describePhone(parsePhone(lib, 'hello'))).toBe('Not a phone number: hello\n  This is not a phone number.');
    expect(describePhone(parsePhone(lib, '020 7946 0958'))).toContain('or choose the country it is dialled in');
    expect(describePhone(parsePhone(lib, '+999 1234567'))).toContain('No country uses this calling code.');
    expect(describePhone(parsePhone(lib, '+44 2079'))).toContain('It is too short for a number of this country.');
  });
});
