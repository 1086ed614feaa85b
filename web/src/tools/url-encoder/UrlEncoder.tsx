import { useCallback, useState } from 'react';
import { Checkbox } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { TransformTool } from '@/components/TransformTool';
import { useStoredState } from '@/lib/use-stored-state';
import type { ToolScreen } from '../types';
import { decodeUrl, encodeUrl, looksUrlEncoded, type UrlScope } from './url';

type Mode = 'encode' | 'decode';

const UrlEncoder: ToolScreen = ({ initialInput }) => {
  // Smart paste may hand over percent-encoded text: then start by decoding it.
  const [mode, setMode] = useState<Mode>(initialInput && looksUrlEncoded({ text: initialInput }) ? 'decode' : 'encode');
  const [scope, setScope] = useStoredState<UrlScope>('url-encoder:scope', 'component');
  const [formEncoding, setFormEncoding] = useStoredState('url-encoder:formEncoding', false);

  const transform = useCallback(
    (input: string) =>
      mode === 'encode' ? encodeUrl({ input, scope, formEncoding }) : decodeUrl({ input, scope, formEncoding }),
    [mode, scope, formEncoding],
  );

  const encoding = mode === 'encode';
  return (
    <TransformTool
      transform={transform}
      initialInput={initialInput}
      inputLabel={encoding ? 'Text to encode' : 'Encoded URL to decode'}
      outputLabel={encoding ? 'Encoded' : 'Decoded text'}
      inputPlaceholder={encoding ? 'Type or paste text or a URL…' : 'Paste percent-encoded text, e.g. caf%C3%A9%20au%20lait'}
      modeToggle={{
        label: encoding ? 'Switch to Decode' : 'Switch to Encode',
        onToggle: () => setMode(encoding ? 'decode' : 'encode'),
      }}
      options={
        <>
          <SegmentedControl
            label="Scope"
            value={scope}
            onChange={setScope}
            options={[
              {
                value: 'component',
                label: 'Component',
                title: 'encodeURIComponent: escapes every reserved character (for a query value or path segment)',
              },
              { value: 'full', label: 'Full URL', title: 'encodeURI: keeps : / ? # & = so the URL still works' },
            ]}
          />
          <Checkbox
            label={encoding ? 'Spaces as + (form encoding)' : 'Read + as a space (form encoding)'}
            checked={formEncoding}
            onChange={(e) => setFormEncoding(e.target.checked)}
          />
          <p className="max-w-xs text-xs text-muted">
            {scope === 'component'
              ? 'Escapes every reserved character: for one query value or path segment.'
              : 'Keeps the separators : / ? # & = so the result is still a working URL.'}
          </p>
        </>
      }
    />
  );
};

export default UrlEncoder;
