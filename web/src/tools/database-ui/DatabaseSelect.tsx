import { Select } from '@/components/Field';
import { engineLabels, type EngineKind } from '@/engines/database/types';

/** The "Database" select of the database tools, offering the engines that tool can run. */
export function DatabaseSelect<K extends EngineKind>({
  value,
  kinds,
  onChange,
}: {
  value: K;
  kinds: readonly K[];
  onChange: (kind: K) => void;
}) {
  return (
    <Select label="Database" value={value} onChange={(e) => onChange(e.target.value as K)} wrapperClassName="w-48">
      {kinds.map((kind) => (
        <option key={kind} value={kind}>
          {engineLabels[kind]}
        </option>
      ))}
    </Select>
  );
}
