import { describe, expect, it } from 'vitest';
import { describeClientHints, describeUserAgents, parseUserAgent } from './user-agent';

// Real user-agent strings (from the browsers named, 2023–2024), each checked by hand against what
// the browser, OS and device are; Client Hints examples from the WICG spec and MDN.

const facts = async (ua: string) => Object.fromEntries(await parseUserAgent(ua));

describe('user-agent strings', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      {
        Browser: 'Chrome 124.0.0.0',
        Engine: 'Blink 124.0.0.0',
        OS: 'Windows 10 or 11 (the string says NT 10.0 for both; Client Hints tell which)',
        CPU: 'amd64',
      },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.67',
      { Browser: 'Edge 124.0.2478.67', Engine: 'Blink 124.0.0.0' },
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
      { Browser: 'Opera 110.0.0.0' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Safari/605.1.15',
      {
        Browser: 'Safari 17.4.1',
        Engine: 'WebKit 605.1.15',
        OS: 'macOS 10.15.7 or later (browsers freeze the version at 10.15.7)',
        Device: 'Apple Macintosh',
      },
    ],
    [
      'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
      { Browser: 'Firefox 125.0', Engine: 'Gecko 125.0', OS: 'Ubuntu', CPU: 'amd64' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8 Pro) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.6367.82 Mobile Safari/537.36',
      { Browser: 'Chrome 124.0.6367.82', OS: 'Android 14', Device: 'Pixel 8 Pro (mobile)' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
      { Browser: 'Samsung Internet 24.0', Engine: 'Blink 117.0.0.0', OS: 'Android 13', Device: 'Samsung SM-S918B (mobile)' },
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
      { Browser: 'Mobile Safari 16.6', OS: 'iOS 16.6', Device: 'Apple iPad (tablet)' },
    ],
    [
      // Chrome on iOS must use WebKit, whatever its name says.
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0.6367.88 Mobile/15E148 Safari/604.1',
      { Browser: 'Chrome 124.0.6367.88', Engine: 'WebKit 605.1.15', OS: 'iOS 17.4', Device: 'Apple iPhone (mobile)' },
    ],
    [
      'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
      { Browser: 'IE 11.0', Engine: 'Trident 7.0', OS: 'Windows 7' },
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
      { OS: 'Chromium OS 14541.0.0' },
    ],
    [
      'Mozilla/5.0 (PlayStation; PlayStation 5/2.26) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Safari/605.1.15',
      { OS: 'PlayStation 5', Device: 'Sony PlayStation 5 (console)' },
    ],
    [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      { Note: "a crawler, script or headless browser, not a person's browser" },
    ],
    ['curl/8.5.0', { Browser: 'unknown', Note: "a crawler, script or headless browser, not a person's browser" }],
  ])('%s', async (ua, expected) => {
    expect(await facts(ua)).toMatchObject(expected);
  });

  it('reads several lines and a pasted header, and refuses nonsense sizes', async () => {
    const out = await describeUserAgents(
      'User-Agent: curl/8.5.0\n\nMozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
    );
    expect(out.split('\n\n')).toHaveLength(2);
    expect(out).toContain('Browser: Firefox 125.0');
    await expect(describeUserAgents(' \n ')).rejects.toThrow('Paste a user-agent string');
    await expect(describeUserAgents('x'.repeat(3000))).rejects.toThrow('over 2,000 characters');
  });
});

describe('Client Hints', () => {
  it('reads the low-entropy hints every Chromium sends (MDN example), ignoring GREASE brands', () => {
    expect(
      describeClientHints(
        'Sec-CH-UA: "(Not(A:Brand";v="8", "Chromium";v="98"\nSec-CH-UA-Mobile: ?0\nSec-CH-UA-Platform: "macOS"',
      ),
    ).toBe('Browser: Chromium 98\nEngine:  Blink\nBrands:  Chromium 98\nOS:      macOS\nMobile:  no');
  });

  it('tells Windows 11 from 10 by the platform version (Microsoft: 13 and up is Windows 11)', () => {
    const hints = (version: string) =>
      describeClientHints(`sec-ch-ua-platform: "Windows"\nsec-ch-ua-platform-version: "${version}"`);
    expect(hints('15.0.0')).toBe('OS: Windows 11 (platform 15.0.0)');
    expect(hints('10.0.0')).toBe('OS: Windows 10 (platform 10.0.0)');
    expect(hints('0.3.0')).toBe('OS: Windows 7, 8 or 8.1 (platform 0.3.0)');
  });

  it('reads the high-entropy hints (model, architecture, full versions)', () => {
    const out = describeClientHints(
      [
        'Sec-CH-UA-Full-Version-List: "Not A(Brand";v="99.0.0.0", "Microsoft Edge";v="121.0.2277.128", "Chromium";v="121.0.6167.184"',
        'Sec-CH-UA-Mobile: ?1',
        'Sec-CH-UA-Model: "Pixel 7"',
        'Sec-CH-UA-Platform: "Android"',
        'Sec-CH-UA-Platform-Version: "14.0.0"',
        'Sec-CH-UA-Arch: "arm"',
        'Sec-CH-UA-Bitness: "64"',
      ].join('\n'),
    );
    expect(out).toBe(
      [
        'Browser: Microsoft Edge 121.0.2277.128',
        'Engine:  Blink',
        'Brands:  Microsoft Edge 121.0.2277.128, Chromium 121.0.6167.184',
        'OS:      Android 14.0.0',
        'Mobile:  yes',
        'Model:   Pixel 7',
        'CPU:     arm 64-bit',
      ].join('\n'),
    );
  });

  it('says which header is malformed', () => {
    expect(() => describeClientHints('Accept: */*')).toThrow('Line 1: expected a Sec-CH-UA header');
    expect(() => describeClientHints('Sec-CH-UA: Chromium 98')).toThrow('Sec-CH-UA: cannot read the brand list at character 1');
    expect(() => describeClientHints('Sec-CH-UA-Platform: Windows')).toThrow(
      'Sec-CH-UA-Platform: expected a quoted string, got Windows',
    );
    expect(() => describeClientHints('Sec-CH-UA-Mobile: yes')).toThrow('Sec-CH-UA-Mobile: expected ?1 or ?0, got yes');
    expect(() => describeClientHints('')).toThrow('Paste Sec-CH-UA headers');
  });
});
