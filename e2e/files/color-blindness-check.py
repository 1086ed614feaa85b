# The outside oracle for e2e/color-blindness-simulator.spec.ts, standard library only: decodes two
# 8-bit PNGs (any filter), applies the Machado, Oliveira & Fernandes (2009) severity 1.0 matrix, or
# BT.709 luminance for achromatopsia, to the source's pixels in linear RGB (IEC 61966-2-1), and
# prints the size and the largest channel difference from the simulated PNG.
import struct, sys, zlib

M = {
    'protanopia': [[0.152286, 1.052583, -0.204868], [0.114503, 0.786281, 0.099216], [-0.003882, -0.048116, 1.051998]],
    'deuteranopia': [[0.367322, 0.860646, -0.227968], [0.280085, 0.672501, 0.047413], [-0.011820, 0.042940, 0.968881]],
    'tritanopia': [[1.255528, -0.076749, -0.178779], [-0.078411, 0.930809, 0.147602], [0.004733, 0.691367, 0.303900]],
    'achromatopsia': [[0.2126, 0.7152, 0.0722]] * 3,
}

def read_png(path):
    data = open(path, 'rb').read()
    assert data[:8] == b'\x89PNG\r\n\x1a\n', path
    pos, idat = 8, b''
    while pos < len(data):
        length, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b'IHDR':
            width, height, depth, colour = struct.unpack('>IIBB', body[:10])
        elif kind == b'IDAT':
            idat += body
        pos += 12 + length
    assert depth == 8 and colour in (2, 6), (depth, colour)
    bpp = 3 if colour == 2 else 4
    raw, stride, rows, prev = zlib.decompress(idat), width * bpp, [], bytearray(width * bpp)
    for y in range(height):
        f, line = raw[y * (stride + 1)], bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - bpp] if i >= bpp else 0
            b, c = prev[i], (prev[i - bpp] if i >= bpp else 0)
            if f == 1: line[i] = (line[i] + a) & 255
            elif f == 2: line[i] = (line[i] + b) & 255
            elif f == 3: line[i] = (line[i] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(line)
        prev = line
    return width, height, [[tuple(row[x * bpp:x * bpp + 3]) for x in range(width)] for row in rows]

def lin(v):
    c = v / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

def enc(v):
    c = min(1.0, max(0.0, v))
    return round((12.92 * c if c <= 0.0031308 else 1.055 * c ** (1 / 2.4) - 0.055) * 255)

source, simulated, kind = sys.argv[1:4]
w1, h1, a = read_png(source)
w2, h2, b = read_png(simulated)
assert (w1, h1) == (w2, h2), ((w1, h1), (w2, h2))
worst = 0
for y in range(h1):
    for x in range(w1):
        l = [lin(v) for v in a[y][x]]
        want = [enc(sum(M[kind][r][k] * l[k] for k in range(3))) for r in range(3)]
        worst = max(worst, *(abs(want[i] - b[y][x][i]) for i in range(3)))
print(w2, h2, worst)
