# Writes unicode-names.data.ts from Python's unicodedata (run with Debian's /usr/bin/python3).
import json
import os
import unicodedata

ALGORITHMIC = ('CJK UNIFIED IDEOGRAPH-', 'TANGUT IDEOGRAPH-', 'KHITAN SMALL SCRIPT CHARACTER-', 'NUSHU CHARACTER-', 'CJK COMPATIBILITY IDEOGRAPH-')
ranges, lines, prev = [], [], -1
for cp in range(0x110000):
    name = unicodedata.name(chr(cp), '')
    if not name or name.startswith('HANGUL SYLLABLE '):
        continue
    prefix = next((p for p in ALGORITHMIC if name.startswith(p)), None)
    if prefix:
        if ranges and ranges[-1][2] == prefix and ranges[-1][1] == cp - 1:
            ranges[-1][1] = cp
        else:
            ranges.append([cp, cp, prefix])
        continue
    gap = cp - prev - 1
    lines.append(f'{gap:x};{name}' if gap else f';{name}')
    prev = cp
source = (
    "// Generated from Python's unicodedata (Unicode %s): run `/usr/bin/python3 web/src/tools/text-unicode-converter/generate-names.py`.\n"
    '// One line a named code point, "<gap in hex>;<name>" (gap: code points skipped since the previous line).\n'
    '// Names made by rule are not listed: Hangul syllables (computed) and the ranges below (prefix + hex).\n'
    'export const algorithmicRanges: [number, number, string][] = %s;\n\nexport default %s;\n'
) % (unicodedata.unidata_version, json.dumps(ranges), json.dumps('\n'.join(lines)))
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'unicode-names.data.ts'), 'w') as f:
    f.write(source)
