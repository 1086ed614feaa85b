import type { AnyOperation } from './operation';
import { OptionsError, optionFields, type OptionField } from './options';

// Options written as text, where there is no JSON: command-line flags (`--url-safe`,
// `--indent 4`) and the query of an API call with a raw body (`?urlSafe=true`). Each value becomes
// its field's type here; upgradeOptions then validates the whole set against the schema.

/** An option's name as a command-line flag: `urlSafe` → `url-safe`. */
export function optionFlagName(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

function valueOf(operation: AnyOperation, field: OptionField, text: string | true): unknown {
  const name = field.label ?? field.key;
  if (field.type === 'boolean') {
    if (text === true) return true;
    const lower = text.trim().toLowerCase();
    if (TRUE.has(lower)) return true;
    if (FALSE.has(lower)) return false;
    throw new OptionsError(`${name}: "${text}" is not true or false`);
  }
  if (text === true) throw new OptionsError(`${operation.id}: the option ${optionFlagName(field.key)} needs a value`);
  if (field.type === 'number') {
    const number = text.trim() === '' ? NaN : Number(text);
    if (!Number.isFinite(number)) throw new OptionsError(`${name}: "${text}" is not a number`);
    return number;
  }
  return text;
}

/**
 * Options from `name → text` (a flag without a value is `true`). Names may be the schema's
 * (`urlSafe`) or flags (`url-safe`); an unknown name is an error that lists the known ones.
 */
export function optionsFromText(operation: AnyOperation, entries: Record<string, string | true>): Record<string, unknown> {
  const fields = optionFields(operation);
  const byName = new Map<string, OptionField>();
  for (const field of fields) {
    byName.set(field.key, field);
    byName.set(optionFlagName(field.key), field);
  }
  const options: Record<string, unknown> = {};
  for (const [name, text] of Object.entries(entries)) {
    const field = byName.get(name);
    if (!field) {
      const known = fields.map((f) => optionFlagName(f.key));
      throw new OptionsError(
        `${operation.id} has no option "${name}"${known.length > 0 ? `; its options are ${known.join(', ')}` : '; it takes no options'}`,
      );
    }
    options[field.key] = valueOf(operation, field, text);
  }
  return options;
}
