// The `WIFI:` string phones read from a QR code to join a network, as ZXing defined it and the
// Wi-Fi Alliance's WPA3 specification (§7, "Wi-Fi QR code") adopted:
//   WIFI:T:<WPA|SAE|WEP|nopass>;S:<ssid>;P:<password>;H:true;;
// In S and P a backslash escapes \ ; , " and : (readers split fields on ; and key/value on :).

export const wifiSecurities = ['WPA', 'WPA2', 'WPA3', 'WEP', 'none'] as const;
export type WifiSecurity = (typeof wifiSecurities)[number];

export type WifiNetwork = { ssid: string; security: WifiSecurity; password: string; hidden: boolean };

/** The T: field: WPA and WPA2 share `WPA`; WPA3-Personal is `SAE` (what Android writes and reads). */
const typeField: Record<WifiSecurity, string> = { WPA: 'WPA', WPA2: 'WPA', WPA3: 'SAE', WEP: 'WEP', none: 'nopass' };

export function escapeWifiField(value: string): string {
  return value.replace(/[\\;,":]/g, (c) => `\\${c}`);
}

export function wifiString({ ssid, security, password, hidden }: WifiNetwork): string {
  if (ssid === '') throw new Error('Enter the network name (SSID).');
  // An SSID is at most 32 bytes (IEEE 802.11); phones refuse longer ones.
  const ssidBytes = new TextEncoder().encode(ssid).length;
  if (ssidBytes > 32) throw new Error(`The network name is ${ssidBytes} bytes long; an SSID holds at most 32 bytes.`);
  if (!(security in typeField)) throw new Error(`Security must be one of ${wifiSecurities.join(', ')}.`);
  if (security !== 'none') {
    if (password === '') throw new Error(`A ${security} network needs its password.`);
    if ((security === 'WPA' || security === 'WPA2' || security === 'WPA3') && password.length < 8)
      throw new Error(`A ${security} password has at least 8 characters (this one has ${password.length}).`);
    if (
      security === 'WEP' &&
      ![5, 13, 16].includes(password.length) &&
      !/^(?:[0-9a-f]{10}|[0-9a-f]{26}|[0-9a-f]{32})$/i.test(password)
    )
      throw new Error('A WEP key is 5, 13 or 16 characters, or 10, 26 or 32 hexadecimal digits.');
  }
  const fields = [`T:${typeField[security]}`, `S:${escapeWifiField(ssid)}`];
  if (security !== 'none') fields.push(`P:${escapeWifiField(password)}`);
  if (hidden) fields.push('H:true');
  return `WIFI:${fields.join(';')};;`;
}

/** Reads a `WIFI:` string back (from a paste or a scan); fields in any order, unknown ones ignored. */
export function parseWifiString(text: string): WifiNetwork {
  const source = text.trim();
  if (!/^WIFI:/i.test(source)) throw new Error('A Wi-Fi QR string starts with "WIFI:".');
  const fields = new Map<string, string>();
  let key = '';
  let value = '';
  let inValue = false;
  for (let i = 5; i < source.length; i++) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length) {
      const escaped = source[++i];
      if (inValue) value += escaped;
      else key += escaped;
    } else if (c === ':' && !inValue) {
      inValue = true;
    } else if (c === ';') {
      if (key !== '') fields.set(key.toUpperCase(), value);
      key = '';
      value = '';
      inValue = false;
    } else if (inValue) value += c;
    else key += c;
  }
  if (key !== '') fields.set(key.toUpperCase(), value);
  const ssid = fields.get('S');
  if (!ssid) throw new Error('This Wi-Fi string has no network name (S:).');
  const type = (fields.get('T') ?? 'nopass').toUpperCase();
  const security: WifiSecurity =
    type === 'SAE' || type === 'WPA3' ? 'WPA3' : type.startsWith('WPA') ? 'WPA' : type === 'WEP' ? 'WEP' : 'none';
  return {
    ssid,
    security,
    password: security === 'none' ? '' : (fields.get('P') ?? ''),
    hidden: (fields.get('H') ?? '').toLowerCase() === 'true',
  };
}
