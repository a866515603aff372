import { findLinks } from './url';

/** A run of a text: plain text, or a link whose `href` is safe to open (http, https, ftp, file). */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

/** Splits text into plain runs and clickable links; joining every segment's `text` gives the input back. */
export function linkify(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let position = 0;
  for (const link of findLinks(text)) {
    if (link.start > position) segments.push({ kind: 'text', text: text.slice(position, link.start) });
    segments.push({ kind: 'link', text: link.text, href: link.text });
    position = link.end;
  }
  if (position < text.length) segments.push({ kind: 'text', text: text.slice(position) });
  return segments;
}
