// Branch names are kept to ASCII letters and digits: they are typed in terminals, pasted into CI
// configs and matched by issue trackers. Latin letters lose their accents (é → e, ß → ss), Greek
// and Cyrillic are transliterated letter by letter, and every other script (CJK, emoji…) is dropped.

// prettier-ignore
const LATIN: Record<string, string> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ħ: 'h', ŋ: 'ng', ſ: 's', ĸ: 'k', ŀ: 'l',
};

// ISO 9 / common Ukrainian and Russian practice, simplified to ASCII.
// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', ё: 'e', є: 'ye', ж: 'zh', з: 'z', и: 'i', і: 'i', ї: 'yi', й: 'y',
  к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ў: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch',
  ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', ђ: 'dj', ј: 'j', љ: 'lj', њ: 'nj', ћ: 'c', џ: 'dz',
};

// prettier-ignore
const GREEK: Record<string, string> = {
  α: 'a', β: 'v', γ: 'g', δ: 'd', ε: 'e', ζ: 'z', η: 'i', θ: 'th', ι: 'i', κ: 'k', λ: 'l', μ: 'm', ν: 'n', ξ: 'x', ο: 'o',
  π: 'p', ρ: 'r', σ: 's', ς: 's', τ: 't', υ: 'y', φ: 'f', χ: 'ch', ψ: 'ps', ω: 'o',
};

const TABLE: Record<string, string> = { ...LATIN, ...CYRILLIC, ...GREEK };

/** Lower-cases and maps text to a–z and 0–9 where a letter has an ASCII reading; other characters are kept for the caller to drop. */
export function transliterate(text: string): string {
  let out = '';
  for (const char of text.toLowerCase().normalize('NFC')) {
    // The tables first (й is its own letter, not и with a breve); then NFKD splits é into e + an
    // accent that is removed, and ﬁ into f + i.
    out += TABLE[char] ?? char.normalize('NFKD').replace(/\p{M}+/gu, '');
  }
  return out;
}
