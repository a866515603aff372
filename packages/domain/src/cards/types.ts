/**
 * Card templates as data (product §3 "Card template: image, three texts, font size, colour,
 * positions"). A template names its artwork (drawn by the renderer, never a downloaded image), its
 * canvas size, and the boxes its texts must fit in. The three texts a member gives are the name,
 * the amount and the unit; the other lines of a certificate are fixed texts of the template.
 */

/** The amount units of product §9. */
export const CARD_UNITS = ['บาท', 'ตารางเมตร'] as const;
export type CardUnit = (typeof CARD_UNITS)[number];

/** The canvas sizes of product §9, as [width, height]. */
export const CARD_SIZES = {
  landscape: [1000, 773],
  square: [800, 800],
  large: [1040, 1040],
} as const;
export type CardSizeName = keyof typeof CARD_SIZES;

/** Font stacks a card may use. Each ends in the bundled Chinese face so Chinese names draw too. */
export const CARD_FONT_STACKS = {
  /** Noto Serif Thai: looped, traditional Thai letterforms for titles and names. */
  serif: "'Noto Serif Thai', 'Noto Serif SC', serif",
  /** Sarabun: the body face of the product. */
  sans: "'Sarabun', 'Noto Serif SC', sans-serif",
  /** Chinese first, for the Chinese certificate. */
  cjk: "'Noto Serif SC', 'Noto Serif Thai', serif",
} as const;
export type CardFontStack = keyof typeof CARD_FONT_STACKS;

/** A rectangle on the canvas, in canvas pixels. */
export interface CardBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** How a text draws: face, weight, the largest and smallest size it may take, colour, alignment. */
export interface CardTextStyle {
  readonly stack: CardFontStack;
  readonly weight: 400 | 500 | 700;
  /** Size (px) when the text fits; a longer text shrinks towards `minSize`. */
  readonly maxSize: number;
  /** Size (px) below which the text is not shrunk further (it wraps or is cut instead). */
  readonly minSize: number;
  /** A #RRGGBB colour. */
  readonly colour: string;
  readonly align: 'left' | 'center' | 'right';
  /** Lines the text may wrap to (at word boundaries) once shrinking alone is not enough. */
  readonly maxLines: 1 | 2;
}

/** Where a text comes from: the member's name, the amount line, or a fixed line of the template. */
export type CardSlotRole = 'name' | 'amount' | 'fixed';

export interface CardSlot {
  readonly role: CardSlotRole;
  /** Identifies the slot within its template (stable: tests and the renderer hook on it). */
  readonly key: string;
  /** The fixed text, or for `amount` the pattern with `{amount}` and `{unit}`. Unused for `name`. */
  readonly text?: string;
  readonly box: CardBox;
  readonly style: CardTextStyle;
}

/** The colours of a template's artwork. */
export interface CardPalette {
  /** Paper, lightest. */
  readonly paper: string;
  /** Paper towards the edges. */
  readonly paperEdge: string;
  /** Borders and main ornament. */
  readonly accent: string;
  /** Darkest tone: frames, title band. */
  readonly deep: string;
  /** Gilding. */
  readonly gold: string;
  /** Gilding highlight. */
  readonly goldLight: string;
  /** Soft petals and washes. */
  readonly soft: string;
}

/** The motif the artwork is built around. */
export const CARD_MOTIFS = ['lotus', 'wheel', 'hall', 'moon'] as const;
export type CardMotif = (typeof CARD_MOTIFS)[number];

/** The artwork of a template: a layout family, a motif and a palette. */
export interface CardArtwork {
  readonly layout: 'certificate' | 'thanks';
  readonly motif: CardMotif;
  readonly palette: CardPalette;
}

export interface CardTemplate {
  /** Unique among all templates, e.g. `card22-th`, `card-hall-saffron`. */
  readonly id: string;
  /** Thumbnail caption (at most 20 characters, product §9 card titles). */
  readonly label: string;
  /** Language of the fixed texts. */
  readonly lang: 'th' | 'en' | 'zh';
  readonly width: number;
  readonly height: number;
  readonly artwork: CardArtwork;
  readonly slots: readonly CardSlot[];
}

/** How a variant asks for an amount. */
export type CardAmountMode =
  | { readonly kind: 'none' }
  | { readonly kind: 'choose'; readonly units: readonly CardUnit[] }
  | { readonly kind: 'fixed'; readonly unit: CardUnit };

export const CARD_VARIANT_IDS = ['card', 'card-as', 'card22', 'card22m', 'card22s', 'card-m7'] as const;
export type CardVariantId = (typeof CARD_VARIANT_IDS)[number];

export interface CardVariant {
  readonly id: CardVariantId;
  /** The route of the variant in the kiosk (and the site). */
  readonly path: string;
  /** Heading (at most 40 characters, product §9 card titles). */
  readonly title: string;
  /** One line on the home list. */
  readonly description: string;
  readonly amount: CardAmountMode;
  /** At least one; the first is the default. */
  readonly templates: readonly CardTemplate[];
}

/** What the member types: the three texts of product §3. */
export interface CardTexts {
  readonly name: string;
  readonly amount?: number | null;
  readonly unit?: CardUnit | null;
}

/** Width of `text` drawn in the CSS `font` (e.g. canvas `measureText`). Injected: domain has no DOM. */
export type CardMeasure = (text: string, font: string) => number;

/** One laid-out text: its lines, font and where to draw them. */
export interface PlacedCardText {
  readonly key: string;
  readonly role: CardSlotRole;
  /** One or two lines; the last may end in the ellipsis when even the smallest size was too wide. */
  readonly lines: readonly string[];
  /** CSS font shorthand, e.g. `700 64px 'Noto Serif Thai', 'Noto Serif SC', serif`. */
  readonly font: string;
  readonly fontSize: number;
  readonly colour: string;
  readonly align: 'left' | 'center' | 'right';
  /** The x of the alignment anchor (box left, centre or right). */
  readonly x: number;
  /** Vertical middle of each line (draw with `textBaseline = 'middle'`). */
  readonly lineYs: readonly number[];
  readonly box: CardBox;
  /** Whether the text had to be cut. */
  readonly truncated: boolean;
}

export interface CardLayout {
  readonly width: number;
  readonly height: number;
  readonly texts: readonly PlacedCardText[];
}
