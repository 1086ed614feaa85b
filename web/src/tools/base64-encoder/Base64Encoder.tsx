import { useCallback, useState } from 'react';
import { Checkbox } from '@/components/Field';
import { TransformTool } from '@/components/TransformTool';
import { useStoredState } from '@/lib/use-stored-state';
import type { ToolScreen } from '../types';
import { decodeBase64, encodeBase64 } from './base64';

type Mode = 'encode' | 'decode';

const Base64Encoder: ToolScreen = ({ initialInput }) => {
  // Smart paste hands over Base64, so a pasted value starts in decode mode.
  const [mode, setMode] = useState<Mode>(initialInput ? 'decode' : 'encode');
  const [urlSafe, setUrlSafe] = useStoredState('base64-encoder:urlSafe', false);
  const [removePadding, setRemovePadding] = useStoredState('base64-encoder:removePadding', false);

  const transform = useCallback(
    (text: string) => (mode === 'encode' ? encodeBase64({ text, urlSafe, padding: !removePadding }) : decodeBase64({ text })),
    [mode, urlSafe, removePadding],
  );

  const encoding = mode === 'encode';
  return (
    <TransformTool
      transform={transform}
      initialInput={initialInput}
      inputLabel={encoding ? 'Text to encode' : 'Base64 to decode'}
      outputLabel={encoding ? 'Base64' : 'Decoded text'}
      inputPlaceholder={encoding ? 'Type or paste text…' : 'Paste Base64 (standard or URL-safe)…'}
      modeToggle={{ label: encoding ? 'Switch to Decode' : 'Switch to Encode', onToggle: () => setMode(encoding ? 'decode' : 'encode') }}
      options={
        encoding ? (
          <>
            <Checkbox label="URL-safe alphabet (- and _)" checked={urlSafe} onChange={(e) => setUrlSafe(e.target.checked)} />
            <Checkbox label="Remove padding (=)" checked={removePadding} onChange={(e) => setRemovePadding(e.target.checked)} />
          </>
        ) : (
          <p className="text-sm text-muted">Accepts the standard and URL-safe alphabets, with or without padding; whitespace is ignored.</p>
        )
      }
    />
  );
};

export default Base64Encoder;
