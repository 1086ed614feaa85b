import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { convertAll, loadUnits } from './units';

export const unitConvert = defineOperation({
  id: 'unit-convert',
  name: 'Convert units',
  description:
    'Convert a quantity (5 km, 100 °F, 1.5 GiB) to every unit of its kind: length, mass, temperature, time, data, speed, area, volume, pressure, energy.',
  keywords: ['units', 'convert', 'metric', 'imperial', 'celsius', 'fahrenheit', 'bytes', 'mib', 'mph', 'psi', 'kwh'],
  input: 'text',
  output: 'text',
  options: z.object({
    digits: z.number().int().min(1).max(15).default(10).meta({ label: 'Significant digits' }),
  }),
  inputLabel: 'Quantities (one per line)',
  outputLabel: 'In every unit',
  inputPlaceholder: '5 km',
  run: async (text, { digits }) => {
    const math = await loadUnits();
    const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
    if (lines.length === 0) throw new Error('Enter a quantity with its unit, such as 5 km, 100 °F or 1.5 GiB.');
    return lines
      .map((line, i) => {
        let result;
        try {
          result = convertAll(math, line, digits);
        } catch (err) {
          throw new Error(`${lines.length > 1 ? `Line ${i + 1}: ` : ''}${err instanceof Error ? err.message : String(err)}`, {
            cause: err,
          });
        }
        const cells = result.rows.map((row) => `${row.text} ${row.unit.symbol}`);
        const width = Math.max(...cells.map((cell) => cell.length)) + 2;
        return [
          `${line.trim()} (${result.dimension.name})`,
          ...result.rows.map((row, j) => cells[j]!.padEnd(width) + row.unit.name),
        ].join('\n');
      })
      .join('\n\n');
  },
  examples: [
    {
      input: '100 °F',
      output: [
        '100 °F (temperature)',
        '37.77777778 °C  degree Celsius',
        '100 °F          degree Fahrenheit',
        '310.9277778 K   kelvin',
        '559.67 °R       degree Rankine',
      ].join('\n'),
    },
    {
      input: '60 mph',
      options: { digits: 6 },
      output: [
        '60 mph (speed)',
        '26.8224 m/s   metre per second',
        '96.5606 km/h  kilometre per hour',
        '60 mph        mile per hour',
        '88 ft/s       foot per second',
        '52.1386 kn    knot',
      ].join('\n'),
    },
  ],
});

export const operations = [unitConvert];
