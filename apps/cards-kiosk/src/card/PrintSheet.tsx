import { createPortal } from 'react-dom';

export interface PrintSheetProps {
  /** URL of the confirmed JPEG. */
  src: string;
  /** The template's canvas size in px: the printed page is exactly this size. */
  width: number;
  height: number;
  /** The card's text, for the image's alt. */
  alt: string;
}

/**
 * What `window.print()` prints: the card's JPEG alone, filling a page of exactly the template's
 * size with no margins, so one card is one page. Hidden on screen (see `KioskStyle`). A portal on
 * <body>, so the print stylesheet can hide everything else with one rule.
 */
export function PrintSheet({ src, width, height, alt }: PrintSheetProps) {
  const page = `@page { size: ${width}px ${height}px; margin: 0; }
@media print {
  [data-print-sheet] { width: ${width}px; height: ${height}px; overflow: hidden; break-inside: avoid; }
  [data-print-sheet] img { display: block; width: ${width}px; height: ${height}px; max-width: none; }
}`;
  return createPortal(
    <div data-print-sheet="">
      <style>{page}</style>
      <img src={src} alt={alt} width={width} height={height} />
    </div>,
    document.body,
  );
}
