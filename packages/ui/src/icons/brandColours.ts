/**
 * Brand colours of the marks drawn in colour, as published by simple-icons (16.37). Kept here as
 * plain strings so styles do not import the icon objects (and their paths); Icons.test.tsx checks
 * they still equal the library's values after an upgrade. TikTok and X are black marks and use the
 * ink colour instead (see Icon.styles.ts).
 */
export const brandColours = {
  youtube: '#FF0000',
  facebook: '#0866FF',
  line: '#00C300',
  google: '#4285F4',
  pinterest: '#BD081C',
  reddit: '#FF4500',
} as const;
