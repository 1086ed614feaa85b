import type * as Phone from 'libphonenumber-js/max';

// Phone numbers with libphonenumber-js (Google libphonenumber's metadata; the "max" set, which
// knows the type of a number: mobile, fixed line, toll free…). The library is passed in so the
// operation can load it on first use.

type Lib = typeof Phone;

export type PhoneReport =
  | { ok: false; input: string; error: string }
  | {
      ok: true;
      input: string;
      valid: boolean;
      possible: boolean;
      lengthProblem?: string;
      e164: string;
      international: string;
      national: string;
      rfc3966: string;
      country?: string;
      countryName?: string;
      callingCode: string;
      nationalNumber: string;
      extension?: string;
      type?: string;
    };

const typeNames: Record<string, string> = {
  FIXED_LINE: 'fixed line',
  MOBILE: 'mobile',
  FIXED_LINE_OR_MOBILE: 'fixed line or mobile',
  TOLL_FREE: 'toll free',
  PREMIUM_RATE: 'premium rate',
  SHARED_COST: 'shared cost',
  VOIP: 'VoIP',
  PERSONAL_NUMBER: 'personal number',
  PAGER: 'pager',
  UAN: 'universal access number',
  VOICEMAIL: 'voicemail',
};

const parseErrors: Record<string, string> = {
  INVALID_COUNTRY: 'Start with + and the country calling code (+44 …), or choose the country it is dialled in.',
  NOT_A_NUMBER: 'This is not a phone number.',
  TOO_SHORT: 'Too short to be a phone number.',
  TOO_LONG: 'Too long to be a phone number.',
  INVALID_LENGTH: 'The number has a length no number of that country has.',
};

const lengthProblems: Record<string, string> = {
  TOO_SHORT: 'It is too short for a number of this country.',
  TOO_LONG: 'It is too long for a number of this country.',
  INVALID_LENGTH: 'No number of this country has this length.',
  INVALID_COUNTRY: 'No country uses this calling code.',
  NOT_A_NUMBER: 'This is not a phone number.',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

export function isCountryCode(lib: Lib, code: string): code is Phone.CountryCode {
  return lib.isSupportedCountry(code);
}

export function parsePhone(lib: Lib, input: string, defaultCountry?: string): PhoneReport {
  const text = input.trim();
  if (text === '') return { ok: false, input, error: 'Nothing to parse.' };
  const country = defaultCountry && isCountryCode(lib, defaultCountry) ? defaultCountry : undefined;
  let number: Phone.PhoneNumber;
  try {
    number = lib.parsePhoneNumberWithError(text, country);
  } catch (err) {
    const code = err instanceof lib.ParseError ? err.message : '';
    if (code === 'INVALID_COUNTRY' && text.startsWith('+'))
      return { ok: false, input, error: 'No country uses this calling code.' };
    return { ok: false, input, error: parseErrors[code] ?? (err instanceof Error ? err.message : String(err)) };
  }
  // formatExtension gets the formatted number and decides how the extension is added: here, not at all.
  const noExtension = { formatExtension: (formatted: string) => formatted };
  const international = number.format('INTERNATIONAL', noExtension);
  // RFC 3966 as Google's libphonenumber writes it: the international grouping joined by dashes.
  const rfc3966 = `tel:${international.replace(/[^\d+]+/g, '-')}${number.ext ? `;ext=${number.ext}` : ''}`;
  const type = number.getType();
  const lengthCode = number.isPossible() ? undefined : lib.validatePhoneNumberLength(number.number);
  return {
    ok: true,
    input,
    valid: number.isValid(),
    possible: number.isPossible(),
    lengthProblem: lengthCode ? (lengthProblems[lengthCode] ?? lengthCode) : undefined,
    e164: number.number,
    international: number.formatInternational(),
    national: number.formatNational(),
    rfc3966,
    country: number.country,
    countryName: number.country ? regionNames.of(number.country) : undefined,
    callingCode: number.countryCallingCode,
    nationalNumber: number.nationalNumber,
    extension: number.ext,
    type: type ? typeNames[type] : undefined,
  };
}

export function describePhone(report: PhoneReport): string {
  if (!report.ok) return `Not a phone number: ${report.input.trim()}\n  ${report.error}`;
  const lines = [
    report.valid
      ? `Valid number: ${report.international}`
      : `Not a valid number: ${report.international}\n  ${report.lengthProblem ?? 'No number of this country is allocated in this range.'}`,
  ];
  const field = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label.padEnd(15)}${value}`);
  };
  field('E.164', report.e164);
  field('International', report.international);
  field('National', report.national);
  field('RFC 3966', report.rfc3966);
  field(
    'Country',
    report.country
      ? `${report.countryName ?? report.country} (${report.country}), calling code +${report.callingCode}`
      : `calling code +${report.callingCode}`,
  );
  field('Extension', report.extension);
  field('Type', report.valid ? (report.type ?? 'unknown') : undefined);
  return lines.join('\n');
}
