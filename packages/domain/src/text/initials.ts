const thaiConsonant = /[\u0E01-\u0E2E]/;
const thaiBlock = /[\u0E00-\u0E7F]/;
const letterOrDigit = /[\p{L}\p{N}]/u;

/**
 * The first letter of a word as an avatar initial. Thai writes some vowels before the consonant
 * they follow in speech (เ แ โ ใ ไ) and stacks vowels and tone marks on it, so the initial is the
 * word's first consonant alone: 'เอกชัย' → 'อ', 'ปั้น' → 'ป'. Latin letters are upper-cased.
 */
function wordInitial(word: string): string | undefined {
  for (const ch of word) {
    if (thaiConsonant.test(ch)) return ch;
    if (thaiBlock.test(ch)) continue;
    if (letterOrDigit.test(ch)) {
      // Some letters upper-case to several (Greek 'ῒ' → three code points): keep those as written.
      const upper = ch.toUpperCase();
      return [...upper].length === 1 ? upper : ch;
    }
  }
  return undefined;
}

/**
 * Up to two initials from a display name: the first and the last word that have a letter
 * ('สมชาย ใจดี' → 'สจ', 'Ada Lovelace' → 'AL'). Empty when the name has no letters (emoji only),
 * and the avatar then shows its default glyph.
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map(wordInitial)
    .filter((c): c is string => c !== undefined);
  if (letters.length === 0) return '';
  const first = letters[0] ?? '';
  return letters.length === 1 ? first : first + (letters[letters.length - 1] ?? '');
}
