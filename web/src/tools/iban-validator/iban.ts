import type * as IbanTools from 'ibantools';

// IBAN analysis with ibantools (its country table follows SWIFT's IBAN registry): validity with the
// reason when not, the print and electronic formats, the country, the bank, branch and account
// parts, and the BBAN structure written the way the registry writes it (4!a6!n8!n).

type Lib = typeof IbanTools;

export type IbanReport = {
  input: string;
  electronic: string;
  valid: boolean;
  problems: string[];
  countryCode?: string;
  countryName?: string;
  sepa?: boolean;
  inRegistry?: boolean;
  /** The IBAN grouped by four, as printed on paper. */
  printFormat?: string;
  checkDigits?: string;
  /** The check digits this BBAN needs, when they are what is wrong. */
  expectedCheckDigits?: string;
  bban?: string;
  bankIdentifier?: string;
  branchIdentifier?: string;
  accountNumber?: string;
  structure?: string;
  length?: number;
};

const classNotation: Record<string, string> = { '[0-9]': 'n', '[A-Z]': 'a', '[A-Z0-9]': 'c', '[0-9A-Z]': 'c' };

/** '^[A-Z]{4}[0-9]{14}$' → '4!a14!n': n digits, a upper-case letters, c either. */
export function bbanStructure(regexp: string): string {
  const body = regexp.replace(/^\^/, '').replace(/\$$/, '');
  const parts = body.match(/\[[^\]]+\]\{\d+\}/g) ?? [];
  if (parts.join('') !== body) throw new Error(`Unexpected BBAN pattern ${regexp}`);
  return parts
    .map((part) => {
      const [, cls, count] = /^(\[[^\]]+\])\{(\d+)\}$/.exec(part)!;
      const notation = classNotation[cls!];
      if (!notation) throw new Error(`Unexpected character class ${cls}`);
      return `${count}!${notation}`;
    })
    .join('');
}

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

function countryName(code: string): string | undefined {
  try {
    const name = regionNames.of(code);
    return name && name !== code ? name : undefined;
  } catch {
    return undefined;
  }
}

export function analyseIban(lib: Lib, input: string): IbanReport {
  // People paste IBANs with spaces, dashes, dots and in lower case; the IBAN itself has none.
  const electronic = input.replace(/[\s.-]+/g, '').toUpperCase();
  const report: IbanReport = { input, electronic, valid: false, problems: [] };
  if (electronic === '') return { ...report, problems: ['Nothing to check.'] };
  if (/^IBAN/.test(electronic) && electronic.length > 4) return analyseIban(lib, input.replace(/^\s*iban:?/i, ''));
  if (!/^[A-Z0-9]+$/.test(electronic)) {
    const bad = [...electronic].find((c) => !/[A-Z0-9]/.test(c));
    return { ...report, problems: [`An IBAN has only letters and digits; “${bad}” is not one.`] };
  }
  const countryCode = electronic.slice(0, 2);
  const spec = lib.getCountrySpecifications()[countryCode];
  report.countryCode = countryCode;
  report.countryName = countryName(countryCode);
  if (!spec?.chars || !spec.bban_regexp) {
    report.problems.push(
      /^[A-Z]{2}$/.test(countryCode)
        ? report.countryName
          ? `${report.countryName} (${countryCode}) does not use IBANs.`
          : `${countryCode} is not the code of a country that uses IBANs.`
        : 'An IBAN starts with a two-letter country code.',
    );
    return report;
  }
  report.sepa = spec.SEPA;
  report.inRegistry = spec.IBANRegistry;
  report.structure = bbanStructure(spec.bban_regexp);
  report.length = spec.chars;
  report.printFormat = lib.friendlyFormatIBAN(electronic) ?? undefined;
  report.checkDigits = electronic.slice(2, 4);
  report.bban = electronic.slice(4);

  const { errorCodes } = lib.validateIBAN(electronic);
  const E = lib.ValidationErrorsIBAN;
  const bbanLengthOk = !errorCodes.includes(E.WrongBBANLength);
  const bbanFormatOk = bbanLengthOk && !errorCodes.includes(E.WrongBBANFormat);
  for (const code of errorCodes) {
    if (code === E.WrongBBANLength)
      report.problems.push(`A ${countryCode} IBAN has ${spec.chars} characters; this one has ${electronic.length}.`);
    else if (code === E.WrongBBANFormat && bbanLengthOk)
      report.problems.push(`The account part (BBAN) does not have the ${countryCode} structure ${report.structure}.`);
    else if (code === E.ChecksumNotNumber) report.problems.push('The check digits (characters 3 and 4) must be digits.');
    // With the length or structure wrong, the check digits cannot match either: saying so adds nothing.
    else if (code === E.WrongIBANChecksum && bbanFormatOk && !errorCodes.includes(E.ChecksumNotNumber)) {
      const expected = lib.composeIBAN({ countryCode, bban: report.bban })?.slice(2, 4);
      if (expected) report.expectedCheckDigits = expected;
      report.problems.push(
        expected
          ? `The check digits are wrong: ${report.checkDigits}, but this account number needs ${expected}. A character is probably mistyped.`
          : 'The check digits do not match: a character is probably mistyped.',
      );
    } else if (code === E.WrongAccountBankBranchChecksum)
      report.problems.push('The national check digits inside the account number do not match.');
    else if (code === E.QRIBANNotAllowed) report.problems.push('This is a Swiss QR-IBAN.');
  }
  report.valid = errorCodes.length === 0;
  if (bbanFormatOk) {
    const parts = lib.extractIBAN(electronic);
    report.bankIdentifier = parts.bankIdentifier;
    report.branchIdentifier = parts.branchIdentifier;
    report.accountNumber = parts.accountNumber;
  }
  return report;
}

/** The report as the text a person reads. */
export function describeIban(report: IbanReport): string {
  const lines: string[] = [];
  const shown = report.printFormat ?? report.input.trim();
  lines.push(report.valid ? `Valid IBAN: ${shown}` : `Not a valid IBAN: ${shown}`);
  for (const problem of report.problems) lines.push(`  ${problem}`);
  const field = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label.padEnd(15)}${value}`);
  };
  if (report.countryCode && report.structure) {
    field('Electronic', report.electronic);
    const flags = [report.sepa ? 'SEPA' : 'not SEPA', report.inRegistry ? null : 'not in the SWIFT IBAN registry'];
    field('Country', `${report.countryName ?? report.countryCode} (${report.countryCode}), ${flags.filter(Boolean).join(', ')}`);
    field('Check digits', report.checkDigits + (report.expectedCheckDigits ? ` (should be ${report.expectedCheckDigits})` : ''));
    field('BBAN', report.bban);
    field('Bank', report.bankIdentifier);
    field('Branch', report.branchIdentifier);
    field('Account', report.accountNumber);
    field('Structure', `${report.countryCode}2!n${report.structure}, ${report.length} characters`);
  }
  return lines.join('\n');
}
