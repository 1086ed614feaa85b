import { z } from 'zod';
import { defineOperation } from '../../operations/operation';
import { wifiSecurities, wifiString } from './wifi';

export const wifiQrString = defineOperation({
  id: 'wifi-qr-string',
  name: 'Wi-Fi QR string',
  description: 'Build the WIFI: string a phone reads from a QR code to join a network, with its special characters escaped.',
  keywords: ['wifi', 'wi-fi', 'qr', 'ssid', 'wpa', 'network', 'join'],
  input: 'none',
  output: 'text',
  options: z.object({
    ssid: z.string().default('').meta({ label: 'Network name (SSID)', placeholder: 'MyNetwork' }),
    security: z
      .enum(wifiSecurities)
      .default('WPA2')
      .meta({ label: 'Security', choices: { WPA: 'WPA', WPA2: 'WPA2', WPA3: 'WPA3', WEP: 'WEP', none: 'None' } }),
    password: z.string().default('').meta({ label: 'Password', sensitive: true }),
    hidden: z.boolean().default(false).meta({ label: 'Hidden network' }),
  }),
  outputLabel: 'Wi-Fi string',
  run: (_none, { ssid, security, password, hidden }) => wifiString({ ssid, security, password, hidden }),
  examples: [
    {
      options: { ssid: 'Home Wi-Fi', security: 'WPA2', password: 'correct horse' },
      output: 'WIFI:T:WPA;S:Home Wi-Fi;P:correct horse;;',
    },
    {
      title: 'Special characters escaped',
      options: { ssid: 'Café;"Guest"', security: 'WPA3', password: 'a\\b:c,d;e', hidden: true },
      output: 'WIFI:T:SAE;S:Café\\;\\"Guest\\";P:a\\\\b\\:c\\,d\\;e;H:true;;',
    },
    { title: 'Open network', options: { ssid: 'Library', security: 'none' }, output: 'WIFI:T:nopass;S:Library;;' },
  ],
});

export const operations = [wifiQrString];
