import type { MathJsInstance, Unit } from 'mathjs';

// One quantity in every unit of its kind, with mathjs' units. A few of mathjs' own definitions are
// rounded or dated (acre = 4046.86 m², mmHg = torr = 133.322 Pa, psi, eV, 5 mL teaspoons), so they are redefined here with their
// exact published values (NIST SP 811), and units people expect but mathjs lacks are added.

export type UnitChoice = { unit: string; symbol: string; name: string };
export type Dimension = { id: string; name: string; units: UnitChoice[] };

const u = (unit: string, name: string, symbol = unit): UnitChoice => ({ unit, symbol, name });

export const dimensions: Dimension[] = [
  {
    id: 'length',
    name: 'length',
    units: [
      u('nm', 'nanometre'),
      u('um', 'micrometre', 'µm'),
      u('mm', 'millimetre'),
      u('cm', 'centimetre'),
      u('m', 'metre'),
      u('km', 'kilometre'),
      u('in', 'inch'),
      u('ft', 'foot'),
      u('yd', 'yard'),
      u('mi', 'mile'),
      u('nmi', 'nautical mile'),
    ],
  },
  {
    id: 'mass',
    name: 'mass',
    units: [
      u('mg', 'milligram'),
      u('g', 'gram'),
      u('kg', 'kilogram'),
      u('tonne', 'tonne', 't'),
      u('oz', 'ounce'),
      u('lb', 'pound'),
      u('stone', 'stone', 'st'),
      u('ton', 'short ton (US)'),
      u('longton', 'long ton (UK)'),
    ],
  },
  {
    id: 'temperature',
    name: 'temperature',
    units: [
      u('degC', 'degree Celsius', '°C'),
      u('degF', 'degree Fahrenheit', '°F'),
      u('K', 'kelvin'),
      u('degR', 'degree Rankine', '°R'),
    ],
  },
  {
    id: 'time',
    name: 'time',
    units: [
      u('ns', 'nanosecond'),
      u('us', 'microsecond', 'µs'),
      u('ms', 'millisecond'),
      u('s', 'second'),
      u('min', 'minute'),
      u('h', 'hour'),
      u('day', 'day', 'd'),
      u('week', 'week', 'wk'),
      u('year', 'Julian year (365.25 d)', 'a'),
    ],
  },
  {
    id: 'data',
    name: 'amount of data',
    units: [
      u('b', 'bit'),
      u('B', 'byte'),
      u('kB', 'kilobyte (1000 B)'),
      u('MB', 'megabyte'),
      u('GB', 'gigabyte'),
      u('TB', 'terabyte'),
      u('PB', 'petabyte'),
      u('KiB', 'kibibyte (1024 B)'),
      u('MiB', 'mebibyte'),
      u('GiB', 'gibibyte'),
      u('TiB', 'tebibyte'),
      u('PiB', 'pebibyte'),
      u('kb', 'kilobit', 'kbit'),
      u('Mb', 'megabit', 'Mbit'),
      u('Gb', 'gigabit', 'Gbit'),
    ],
  },
  {
    id: 'speed',
    name: 'speed',
    units: [
      u('m/s', 'metre per second'),
      u('km/h', 'kilometre per hour'),
      u('mi/h', 'mile per hour', 'mph'),
      u('ft/s', 'foot per second'),
      u('knot', 'knot', 'kn'),
    ],
  },
  {
    id: 'area',
    name: 'area',
    units: [
      u('mm^2', 'square millimetre', 'mm²'),
      u('cm^2', 'square centimetre', 'cm²'),
      u('m^2', 'square metre', 'm²'),
      u('hectare', 'hectare', 'ha'),
      u('km^2', 'square kilometre', 'km²'),
      u('in^2', 'square inch', 'in²'),
      u('ft^2', 'square foot', 'ft²'),
      u('yd^2', 'square yard', 'yd²'),
      u('acre', 'acre', 'ac'),
      u('mi^2', 'square mile', 'mi²'),
    ],
  },
  {
    id: 'volume',
    name: 'volume',
    units: [
      u('mL', 'millilitre'),
      u('L', 'litre'),
      u('m^3', 'cubic metre', 'm³'),
      u('in^3', 'cubic inch', 'in³'),
      u('ft^3', 'cubic foot', 'ft³'),
      u('teaspoon', 'teaspoon (US)', 'tsp'),
      u('tablespoon', 'tablespoon (US)', 'tbsp'),
      u('fluidounce', 'fluid ounce (US)', 'fl oz'),
      u('cup', 'cup (US)'),
      u('pint', 'pint (US)', 'pt'),
      u('quart', 'quart (US)', 'qt'),
      u('gallon', 'gallon (US)', 'gal'),
      u('ukgallon', 'gallon (UK)', 'gal (UK)'),
    ],
  },
  {
    id: 'pressure',
    name: 'pressure',
    units: [
      u('Pa', 'pascal'),
      u('hPa', 'hectopascal'),
      u('kPa', 'kilopascal'),
      u('MPa', 'megapascal'),
      u('bar', 'bar'),
      u('mbar', 'millibar'),
      u('atm', 'standard atmosphere'),
      u('psi', 'pound per square inch'),
      u('mmHg', 'millimetre of mercury'),
      u('torr', 'torr', 'Torr'),
    ],
  },
  {
    id: 'energy',
    name: 'energy',
    units: [
      u('J', 'joule'),
      u('kJ', 'kilojoule'),
      u('MJ', 'megajoule'),
      u('cal', 'calorie (thermochemical)'),
      u('kcal', 'kilocalorie'),
      u('Wh', 'watt hour'),
      u('kWh', 'kilowatt hour'),
      u('eV', 'electronvolt'),
      u('BTU', 'British thermal unit (IT)'),
    ],
  },
];

// Exact definitions (NIST SP 811 appendix B; the knot and nautical mile by definition).
const definitions: Record<string, string> = {
  acre: '4046.8564224 m^2',
  mmHg: '133.322387415 Pa',
  torr: `${101325 / 760} Pa`,
  nmi: '1852 m',
  knot: '1852 m/h',
  stone: '14 lb',
  longton: '2240 lb',
  ukgallon: '4.54609 L',
  cal: '4.184 J',
  // mathjs has the metric 5 mL spoons, psi to 9 digits and the pre-2019 electronvolt.
  teaspoon: `${3.785411784 / 768} L`,
  tablespoon: `${3.785411784 / 256} L`,
  psi: `${(0.45359237 * 9.80665) / 0.0254 ** 2} Pa`,
  eV: '1.602176634e-19 J',
};

let loaded: Promise<MathJsInstance> | null = null;

export function loadUnits(): Promise<MathJsInstance> {
  loaded ??= import('mathjs').then(({ create, all }) => {
    const math = create(all);
    for (const [name, definition] of Object.entries(definitions))
      math.createUnit(name, { definition, prefixes: name === 'cal' || name === 'eV' ? 'short' : 'none' }, { override: true });
    return math;
  });
  return loaded;
}

const typed: [RegExp, string][] = [
  [/°\s*C\b/g, 'degC'],
  [/°\s*F\b/g, 'degF'],
  [/°\s*R\b/g, 'degR'],
  [/\bmph\b/g, 'mi/h'],
  [/\bkph\b/g, 'km/h'],
  [/\bkn(?:ots?)?\b/g, 'knot'],
  [/²/g, '^2'],
  [/³/g, '^3'],
  [/µ/g, 'u'],
  [/\bsq\s*(mm|cm|m|km|in|ft|yd|mi)\b/g, '$1^2'],
  [/\bcu\s*(cm|m|in|ft)\b/g, '$1^3'],
  [/\bfl\s*oz\b/g, 'fluidounce'],
  [/\bKB\b/g, 'kB'],
];

export type Conversion = { value: number; unit: UnitChoice; text: string }[];

export function convertAll(math: MathJsInstance, input: string, digits: number): { dimension: Dimension; rows: Conversion } {
  let text = input.trim().replace(/(\d),(\d{3})/g, '$1$2');
  for (const [pattern, replacement] of typed) text = text.replace(pattern, replacement);
  if (text === '') throw new Error('Enter a quantity with its unit, such as 5 km, 100 °F or 1.5 GiB.');
  let quantity: Unit;
  try {
    quantity = math.unit(text);
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`Cannot read “${input.trim()}” as a quantity: ${message} Write a number and a unit, such as 5 km.`, {
      cause: err,
    });
  }
  if (quantity.value === null) throw new Error(`“${input.trim()}” has a unit but no number; write 1 ${input.trim()}.`);
  const dimension = dimensions.find((d) => quantity.equalBase(math.unit(d.units[0]!.unit)));
  if (!dimension)
    throw new Error(
      `${input.trim()} is not a length, mass, temperature, time, amount of data, speed, area, volume, pressure or energy. The Math Evaluator converts any unit.`,
    );
  const rows = dimension.units.map((unit) => {
    const value = quantity.toNumber(unit.unit);
    // Whole numbers are written in full (1.5 GiB is 12884901888 bits, not 12884901890).
    const text =
      Number.isInteger(value) && Math.abs(value) < 1e15
        ? String(value)
        : math.format(value, { precision: digits, lowerExp: -6, upperExp: 15 });
    return { value, unit, text };
  });
  return { dimension, rows };
}
