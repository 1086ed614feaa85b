import { Eye, EyeOff } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Button } from '@/components/Button';
import { Alert, Card } from '@/components/Feedback';
import { Checkbox, TextArea, TextInput } from '@/components/Field';
import { SegmentedControl } from '@/components/SegmentedControl';
import { oneOf, useToolState } from '@/lib/tool-state/tool-state';
import { qrToPngDataUrl, qrToSvg } from '../qr-code-generator/qr';
import { QrDownloads } from '../qr-code-generator/QrDownloads';
import type { ToolScreen } from '../types';
import { parseWifiString, wifiSecurities, wifiString, type WifiNetwork, type WifiSecurity } from './wifi';

const QR_SIZE = 300;

const securityOptions = wifiSecurities.map((value) => ({ value, label: value === 'none' ? 'None' : value }));

/** A pasted or sent `WIFI:` string fills the form; anything else is taken as the network's name. */
function fromInput(input: string | undefined): Partial<WifiNetwork> {
  if (!input) return {};
  try {
    return parseWifiString(input);
  } catch {
    return { ssid: input.trim().slice(0, 64) };
  }
}

type Rendered = { text: string; png: string; svg: string };

const WifiQrCode: ToolScreen = ({ initialInput }) => {
  const handed = useMemo(() => fromInput(initialInput), [initialInput]);
  const [ssid, setSsid] = useToolState('ssid', '', { start: handed.ssid });
  const [security, setSecurity] = useToolState<WifiSecurity>('security', 'WPA2', {
    start: handed.security,
    accept: oneOf(wifiSecurities),
  });
  // The password never goes into a Share link unless the user ticks "Include secrets".
  const [password, setPassword] = useToolState('password', '', { start: handed.password, sensitive: true, label: 'Password' });
  const [hidden, setHidden] = useToolState('hidden', false, { start: handed.hidden });
  const [showPassword, setShowPassword] = useState(false);

  const built = useMemo(() => {
    try {
      return { text: wifiString({ ssid, security, password, hidden }) };
    } catch (err) {
      return { error: (err as Error).message };
    }
  }, [ssid, security, password, hidden]);

  const [rendered, setRendered] = useState<Rendered | null>(null);
  useEffect(() => {
    if (!('text' in built) || built.text === undefined) return;
    const text = built.text;
    let current = true;
    Promise.all([qrToPngDataUrl({ text, size: QR_SIZE }), qrToSvg({ text, size: QR_SIZE })]).then(
      ([png, svg]) => current && setRendered({ text, png, svg }),
      () => current && setRendered(null),
    );
    return () => {
      current = false;
    };
  }, [built]);

  const text = 'text' in built ? built.text : null;
  const ready = rendered && rendered.text === text ? rendered : null;
  const untouched = ssid === '' && password === '';

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      <Card className="flex flex-col gap-5 p-4 sm:p-5">
        <TextInput
          label="Network name (SSID)"
          value={ssid}
          onChange={(e) => setSsid(e.target.value)}
          placeholder="MyNetwork"
          autoComplete="off"
          spellCheck={false}
        />
        <SegmentedControl label="Security" value={security} options={securityOptions} onChange={setSecurity} />
        {security !== 'none' && (
          <div className="flex items-start gap-2">
            <TextInput
              label="Password"
              wrapperClassName="min-w-0 flex-1"
              type={showPassword ? 'text' : 'password'}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              hint="Stays on this device; Share leaves it out of the link unless you include secrets."
            />
            <Button
              variant="outline"
              size="sm"
              className="mt-7 h-10 shrink-0"
              onClick={() => setShowPassword((shown) => !shown)}
              aria-pressed={showPassword}
              aria-label={showPassword ? 'Hide password' : 'Show password'}
            >
              {showPassword ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
            </Button>
          </div>
        )}
        <Checkbox label="Hidden network (not broadcast)" checked={hidden} onChange={(e) => setHidden(e.target.checked)} />
        <p className="text-xs text-muted">
          WPA and WPA2 are written <code className="font-mono">T:WPA</code>, WPA3 <code className="font-mono">T:SAE</code>. In the
          name and password, <code className="font-mono">\ ; , &quot; :</code> are escaped with a backslash.
        </p>
      </Card>

      <Card className="flex flex-col items-center gap-4 p-4 sm:p-5">
        <h2 className="self-start text-sm font-semibold text-fg">QR code</h2>
        <div className="flex min-h-56 w-full items-center justify-center rounded-lg bg-surface-2 p-4">
          {ready ? (
            <img
              src={ready.png}
              alt={`Wi-Fi QR code for the network ${ssid}`}
              width={QR_SIZE}
              height={QR_SIZE}
              className="h-auto max-w-full rounded-sm shadow-sm [image-rendering:pixelated]"
            />
          ) : 'error' in built && !untouched ? (
            <Alert tone="error" className="w-full">
              {built.error}
            </Alert>
          ) : (
            <p className="text-center text-sm text-muted">Enter the network name and password to see the code.</p>
          )}
        </div>
        <TextArea
          label="Wi-Fi string"
          readOnly
          value={text ?? ''}
          rows={2}
          wrapperClassName="w-full"
          className="min-h-0 resize-none font-mono text-sm"
          spellCheck={false}
        />
        <QrDownloads
          toolId="wifi-qr-code"
          fileName="wifi-qr-code"
          qr={ready}
          text={text ?? null}
          sendLabel="Send the Wi-Fi string to…"
          copyLabel="Copy string"
        />
      </Card>
    </div>
  );
};

export default WifiQrCode;
