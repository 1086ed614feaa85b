// What the browser reports about the device and its settings, read from the platform's APIs. Each
// read is guarded: several APIs exist only in some browsers (deviceMemory and userAgentData in
// Chromium, connection in Chromium and Android browsers).

export type DeviceFact = { group: string; label: string; value: string };

type Nav = Navigator & {
  deviceMemory?: number;
  userAgentData?: { platform?: string; mobile?: boolean; brands?: { brand: string; version: string }[] };
  connection?: { effectiveType?: string; downlink?: number; rtt?: number; saveData?: boolean };
};

const media = (query: string) => (typeof matchMedia === 'function' ? matchMedia(query).matches : false);
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

export function readDevice(win: Window = window): DeviceFact[] {
  const nav = win.navigator as Nav;
  const scr = win.screen;
  const intl = Intl.DateTimeFormat().resolvedOptions();
  const facts: DeviceFact[] = [];
  const add = (group: string, label: string, value: string | number | undefined | null) =>
    facts.push({ group, label, value: value === undefined || value === null || value === '' ? 'not reported' : String(value) });

  add('Screen', 'Screen size', `${scr.width} × ${scr.height} CSS px`);
  add('Screen', 'Available screen', `${scr.availWidth} × ${scr.availHeight} CSS px`);
  add(
    'Screen',
    'Device pixels',
    `${Math.round(scr.width * win.devicePixelRatio)} × ${Math.round(scr.height * win.devicePixelRatio)}`,
  );
  add('Screen', 'Viewport', `${win.innerWidth} × ${win.innerHeight} CSS px`);
  add('Screen', 'Pixel ratio', win.devicePixelRatio);
  add('Screen', 'Colour depth', `${scr.colorDepth} bits`);
  add('Screen', 'Orientation', scr.orientation?.type);
  add(
    'Screen',
    'Colour gamut',
    media('(color-gamut: rec2020)')
      ? 'Rec. 2020'
      : media('(color-gamut: p3)')
        ? 'Display P3'
        : media('(color-gamut: srgb)')
          ? 'sRGB'
          : undefined,
  );

  add('Input', 'Touch points', nav.maxTouchPoints);
  add(
    'Input',
    'Main pointer',
    media('(pointer: coarse)') ? 'coarse (touch)' : media('(pointer: fine)') ? 'fine (mouse, trackpad, pen)' : 'none',
  );
  add('Input', 'Hover', yesNo(media('(hover: hover)')));

  add('Preferences', 'Colour scheme', media('(prefers-color-scheme: dark)') ? 'dark' : 'light');
  add('Preferences', 'Reduced motion', yesNo(media('(prefers-reduced-motion: reduce)')));
  add('Preferences', 'More contrast', yesNo(media('(prefers-contrast: more)')));
  add('Preferences', 'Languages', nav.languages?.join(', ') || nav.language);
  add('Preferences', 'Time zone', intl.timeZone);
  add('Preferences', 'Locale', intl.locale);
  add('Preferences', 'UTC offset', formatOffset(new Date().getTimezoneOffset()));

  add('System', 'Platform', nav.userAgentData?.platform || nav.platform);
  add('System', 'Mobile', nav.userAgentData?.mobile === undefined ? undefined : yesNo(nav.userAgentData.mobile));
  add('System', 'Logical CPU cores', nav.hardwareConcurrency);
  add('System', 'Memory (approximate)', nav.deviceMemory === undefined ? undefined : `${nav.deviceMemory} GB or more`);
  add('System', 'Online', yesNo(nav.onLine));
  add(
    'System',
    'Connection',
    nav.connection?.effectiveType &&
      `${nav.connection.effectiveType}${nav.connection.downlink ? `, about ${nav.connection.downlink} Mbit/s` : ''}`,
  );
  add('System', 'Cookies enabled', yesNo(nav.cookieEnabled));
  add('System', 'User agent', nav.userAgent);
  return facts;
}

/** getTimezoneOffset()'s minutes west of UTC → "UTC+05:30". */
export function formatOffset(minutesWest: number): string {
  const east = -minutesWest;
  const sign = east < 0 ? '−' : '+';
  const abs = Math.abs(east);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

export const factsAsJson = (facts: DeviceFact[]) => Object.fromEntries(facts.map((f) => [f.label, f.value]));
