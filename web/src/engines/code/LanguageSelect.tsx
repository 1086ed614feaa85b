import { Select } from '@/components/Field';
import { sourceLanguageLabels, type SourceLanguage } from './languages';

/** The "Language" select of the code tools, offering the languages that tool's engines read. */
export function LanguageSelect<L extends SourceLanguage>({
  value,
  languages,
  onChange,
}: {
  value: L;
  languages: readonly L[];
  onChange: (language: L) => void;
}) {
  return (
    <Select label="Language" value={value} onChange={(e) => onChange(e.target.value as L)} className="w-40">
      {languages.map((l) => (
        <option key={l} value={l}>
          {sourceLanguageLabels[l]}
        </option>
      ))}
    </Select>
  );
}
