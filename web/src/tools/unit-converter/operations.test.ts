// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tag } from '@/operations/kinds';
import { runOperation } from '@/operations/run';
import { unitConvert } from './operations';
import { dimensions } from './units';

// The outside oracle: GNU units (Debian `units`), whose definitions follow NIST SP 811, converts
// the same quantities to the same units. Our output is read back row by row (value, symbol) and
// each value must agree with units' to 12 significant digits.

// Our unit (mathjs name) → the same unit in GNU units.
const gnu: Record<string, string> = {
  nm: 'nm',
  um: 'micrometer',
  mm: 'mm',
  cm: 'cm',
  m: 'm',
  km: 'km',
  in: 'inch',
  ft: 'ft',
  yd: 'yard',
  mi: 'mile',
  nmi: 'nauticalmile',
  mg: 'mg',
  g: 'g',
  kg: 'kg',
  tonne: 'tonne',
  oz: 'oz',
  lb: 'lb',
  stone: 'stone',
  ton: 'shortton',
  longton: 'longton',
  ns: 'ns',
  us: 'microsecond',
  ms: 'ms',
  s: 's',
  min: 'min',
  h: 'hr',
  day: 'day',
  week: 'week',
  year: 'julianyear',
  b: 'bit',
  B: 'byte',
  kB: 'kilobyte',
  MB: 'megabyte',
  GB: 'gigabyte',
  TB: 'terabyte',
  PB: 'petabyte',
  KiB: 'kibibyte',
  MiB: 'mebibyte',
  GiB: 'gibibyte',
  TiB: 'tebibyte',
  PiB: 'pebibyte',
  kb: 'kilobit',
  Mb: 'megabit',
  Gb: 'gigabit',
  'm/s': 'm/s',
  'km/h': 'km/hr',
  'mi/h': 'mile/hr',
  'ft/s': 'ft/s',
  knot: 'knot',
  'mm^2': 'mm^2',
  'cm^2': 'cm^2',
  'm^2': 'm^2',
  hectare: 'hectare',
  'km^2': 'km^2',
  'in^2': 'inch^2',
  'ft^2': 'ft^2',
  'yd^2': 'yard^2',
  acre: 'acre',
  'mi^2': 'mile^2',
  mL: 'ml',
  L: 'liter',
  'm^3': 'm^3',
  'in^3': 'inch^3',
  'ft^3': 'ft^3',
  teaspoon: 'usteaspoon',
  tablespoon: 'ustablespoon',
  fluidounce: 'usfloz',
  cup: 'uscup',
  pint: 'uspint',
  quart: 'usquart',
  gallon: 'usgallon',
  ukgallon: 'brgallon',
  Pa: 'Pa',
  hPa: 'hPa',
  kPa: 'kPa',
  MPa: 'MPa',
  bar: 'bar',
  mbar: 'millibar',
  atm: 'atm',
  psi: 'psi',
  mmHg: 'mmHg',
  torr: 'torr',
  J: 'J',
  kJ: 'kJ',
  MJ: 'MJ',
  cal: 'calorie_th',
  kcal: 'kcal_th',
  Wh: 'Wh',
  kWh: 'kWh',
  eV: 'eV',
  BTU: 'btu',
};

function gnuUnits(from: string, to: string): number {
  return Number(execFileSync('units', ['-t', '-d', '17', '--', from, to]).toString().trim());
}

// [our input, the same quantity for GNU units]: one per kind, with an awkward value.
const cases: [string, string][] = [
  ['42.195 km', '42.195 km'],
  ['12.5 stone', '12.5 stone'],
  ['90 min', '90 min'],
  ['1.5 GiB', '1.5 gibibyte'],
  ['60 mph', '60 mile/hr'],
  ['2.5 acre', '2.5 acre'],
  ['3.2 gallon', '3.2 usgallon'],
  ['760 mmHg', '760 mmHg'],
  ['2000 kcal', '2000 kcal_th'],
];

async function convert(input: string, digits = 15): Promise<string> {
  return (await runOperation(unitConvert, tag('text', input), { options: { digits } })).value as string;
}

function rowsOf(output: string): Map<string, number> {
  const bySymbol = new Map(dimensions.flatMap((d) => d.units.map((u) => [u.symbol, u.unit] as const)));
  const rows = new Map<string, number>();
  for (const line of output.split('\n').slice(1)) {
    const [, value, symbol] = /^(\S+) (.+?)  +\S/.exec(line)!;
    rows.set(bySymbol.get(symbol!)!, Number(value));
  }
  return rows;
}

describe('unit converter against GNU units', { timeout: 60_000 }, () => {
  for (const [input, gnuInput] of cases) {
    it(`converts ${input} to every unit of its kind as GNU units does`, async () => {
      const rows = rowsOf(await convert(input));
      expect(rows.size).toBeGreaterThanOrEqual(4);
      for (const [unit, value] of rows) {
        const expected = gnuUnits(gnuInput, gnu[unit]!);
        expect(value / expected, `${input} in ${unit}: ${value} vs ${expected}`).toBeCloseTo(1, 11);
      }
    });
  }

  it('converts temperatures with their offsets as GNU units does', async () => {
    const rows = rowsOf(await convert('-40 °C'));
    expect(rows.get('degF')).toBeCloseTo(gnuUnits('tempC(-40)', 'tempF'), 9);
    expect(rows.get('K')).toBeCloseTo(gnuUnits('tempC(-40)', 'K'), 9);
    expect(rows.get('degR')).toBeCloseTo(gnuUnits('tempC(-40)', 'tempR'), 9);
    const fahrenheit = rowsOf(await convert('98.6 degF'));
    expect(fahrenheit.get('degC')).toBeCloseTo(gnuUnits('tempF(98.6)', 'tempC'), 9);
  });

  it('reads the ways people write units', async () => {
    for (const [input, dimension] of [
      ['5km', 'length'],
      ['3 feet', 'length'],
      ['2 sq ft', 'area'],
      ['20 knots', 'speed'],
      ['1,000 kcal', 'energy'],
      ['25 µs', 'time'],
      ['4 m³', 'volume'],
      ['512 KB', 'amount of data'],
    ])
      expect((await convert(input)).split('\n')[0]).toBe(`${input} (${dimension})`);
  });

  it('says what it cannot convert', async () => {
    await expect(convert('5 N')).rejects.toThrow('5 N is not a length, mass, temperature');
    await expect(convert('km')).rejects.toThrow('“km” has a unit but no number');
    await expect(convert('12 foo')).rejects.toThrow('Cannot read “12 foo” as a quantity: Unit "foo" not found.');
    await expect(convert('5 km\n3 bar\n7 zz')).rejects.toThrow('Line 3: Cannot read “7 zz”');
  });
});
