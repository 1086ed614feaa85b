// User-agent strings (read with ua-parser-js 1.x, MIT; imported on first use) and User-Agent
// Client Hints headers (Sec-CH-UA*, WICG "User-Agent Client Hints"; their values are RFC 8941
// structured fields, read here) → what a developer wants to know: browser, engine, OS, device, CPU.

export type Facts = [label: string, value: string][];

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');

/** One UA string → labelled facts (unknown parts say so). */
export async function parseUserAgent(ua: string): Promise<Facts> {
  const { UAParser } = await import('ua-parser-js');
  const r = new UAParser(ua).getResult();
  let os = join(r.os.name, r.os.version) || 'unknown';
  // Browsers froze these parts of the string (Chrome's "UA reduction", Safari and Firefox alike).
  if (/Windows NT 10\.0/.test(ua)) os = 'Windows 10 or 11 (the string says NT 10.0 for both; Client Hints tell which)';
  else if (/Mac OS X 10[._]15[._]7/.test(ua)) os = 'macOS 10.15.7 or later (browsers freeze the version at 10.15.7)';
  const facts: Facts = [
    ['Browser', join(r.browser.name, r.browser.version) || 'unknown'],
    ['Engine', join(r.engine.name, r.engine.version) || 'unknown'],
    ['OS', os],
    [
      'Device',
      r.device.type || r.device.vendor || r.device.model
        ? join(r.device.vendor, r.device.model, r.device.type ? `(${r.device.type})` : undefined)
        : 'desktop or unknown (a UA string does not say)',
    ],
    ['CPU', r.cpu.architecture ?? 'unknown'],
  ];
  if (/bot\b|crawl|spider|slurp|^curl\/|^wget\/|python-requests|^go-http-client|headlesschrome/i.test(ua))
    facts.push(['Note', "a crawler, script or headless browser, not a person's browser"]);
  return facts;
}

const format = (facts: Facts) => {
  const width = Math.max(...facts.map(([label]) => label.length));
  return facts.map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`).join('\n');
};

/** UA strings, one a line → a block of facts each. */
export async function describeUserAgents(text: string): Promise<string> {
  const lines = text
    .split(/\r?\n/)
    .map((s) => s.trim().replace(/^user-agent:\s*/i, ''))
    .filter(Boolean);
  if (lines.length === 0) throw new Error('Paste a user-agent string');
  const blocks = [];
  for (const line of lines) {
    if (line.length > 2000) throw new Error('That user-agent string is over 2,000 characters: no browser sends one that long');
    blocks.push(format(await parseUserAgent(line)));
  }
  return blocks.join('\n\n');
}

// RFC 8941 pieces the hints use: sf-string, sf-boolean (?1/?0), and lists of strings with parameters.
function sfString(text: string, header: string): string {
  const m = /^"((?:[^"\\]|\\["\\])*)"$/.exec(text.trim());
  if (!m) throw new Error(`${header}: expected a quoted string, got ${text.trim() || 'nothing'}`);
  return m[1]!.replace(/\\(["\\])/g, '$1');
}

function sfBrandList(text: string, header: string): { brand: string; version: string }[] {
  const items: { brand: string; version: string }[] = [];
  const item = /\s*"((?:[^"\\]|\\["\\])*)"\s*;\s*v\s*=\s*"((?:[^"\\]|\\["\\])*)"\s*(?:,|$)/y;
  let at = 0;
  while (at < text.trim().length) {
    item.lastIndex = at;
    const m = item.exec(text.trim());
    if (!m) throw new Error(`${header}: cannot read the brand list at character ${at + 1} (expected "Brand";v="version")`);
    items.push({ brand: m[1]!, version: m[2]! });
    at = item.lastIndex;
  }
  return items;
}

// GREASE brands ("Not A(Brand", "Not/A)Brand"…) are there to be ignored (the spec's §5.2).
const isGrease = (brand: string) => /not.?a.?brand/i.test(brand);

/** Sec-CH-UA* headers (as sent, one a line) → facts. */
export function describeClientHints(text: string): string {
  const headers = new Map<string, string>();
  text.split(/\r?\n/).forEach((line, i) => {
    if (!line.trim()) return;
    const m = /^\s*(sec-ch-ua(?:-[a-z-]+)?)\s*:\s*(.*)$/i.exec(line);
    if (!m) throw new Error(`Line ${i + 1}: expected a Sec-CH-UA header (Sec-CH-UA-Platform: "Windows")`);
    headers.set(m[1]!.toLowerCase(), m[2]!);
  });
  if (headers.size === 0) throw new Error('Paste Sec-CH-UA headers, one a line');
  const get = (name: string) => headers.get(`sec-ch-ua${name}`);
  const facts: Facts = [];
  const list = get('-full-version-list') ?? get('');
  if (list !== undefined) {
    const brands = sfBrandList(list, get('-full-version-list') ? 'Sec-CH-UA-Full-Version-List' : 'Sec-CH-UA').filter(
      (b) => !isGrease(b.brand),
    );
    // The most specific brand: a browser's own name rather than the engine project it builds on.
    const main = brands.find((b) => b.brand !== 'Chromium') ?? brands[0];
    facts.push(['Browser', main ? `${main.brand} ${main.version}` : 'unknown']);
    if (brands.some((b) => b.brand === 'Chromium')) facts.push(['Engine', 'Blink']);
    facts.push(['Brands', brands.map((b) => `${b.brand} ${b.version}`).join(', ') || 'none']);
  }
  const platform = get('-platform');
  if (platform !== undefined) {
    const name = sfString(platform, 'Sec-CH-UA-Platform');
    const version =
      get('-platform-version') !== undefined ? sfString(get('-platform-version')!, 'Sec-CH-UA-Platform-Version') : undefined;
    // Windows reports its UniversalApiContract version: 13 and up is Windows 11, 1–10 is Windows 10.
    let os = join(name, version);
    if (name === 'Windows' && version) {
      const major = Number(version.split('.')[0]);
      os =
        major >= 13
          ? `Windows 11 (platform ${version})`
          : major > 0
            ? `Windows 10 (platform ${version})`
            : `Windows 7, 8 or 8.1 (platform ${version})`;
    }
    facts.push(['OS', os]);
  }
  const mobile = get('-mobile');
  if (mobile !== undefined) {
    if (!/^\s*\?[01]\s*$/.test(mobile)) throw new Error(`Sec-CH-UA-Mobile: expected ?1 or ?0, got ${mobile.trim() || 'nothing'}`);
    facts.push(['Mobile', mobile.trim() === '?1' ? 'yes' : 'no']);
  }
  const model = get('-model');
  if (model !== undefined && sfString(model, 'Sec-CH-UA-Model')) facts.push(['Model', sfString(model, 'Sec-CH-UA-Model')]);
  const arch = get('-arch');
  const bitness = get('-bitness');
  if (arch !== undefined)
    facts.push([
      'CPU',
      join(sfString(arch, 'Sec-CH-UA-Arch'), bitness !== undefined ? `${sfString(bitness, 'Sec-CH-UA-Bitness')}-bit` : undefined),
    ]);
  const form = get('-form-factors');
  if (form !== undefined) facts.push(['Form factors', [...form.matchAll(/"([^"]*)"/g)].map((m) => m[1]).join(', ')]);
  if (facts.length === 0)
    throw new Error('None of these headers describe the browser (Sec-CH-UA, -Platform, -Mobile, -Model, -Arch…)');
  return format(facts);
}
