import {
  CARD_SIZES,
  CARD_UNITS,
  type CardBox,
  type CardFontStack,
  type CardMotif,
  type CardPalette,
  type CardTemplate,
  type CardTextStyle,
  type CardVariant,
  type CardVariantId,
} from './types';

/** The palettes of the artwork. Every text colour below reads at 4.5:1 or more on its paper. */
export const CARD_PALETTES = {
  maroon: {
    paper: '#FFF9EC',
    paperEdge: '#F1DFB8',
    accent: '#8C1C13',
    deep: '#5A0F0A',
    gold: '#B8860B',
    goldLight: '#E8C766',
    soft: '#F6D7C3',
  },
  night: {
    paper: '#FBF8F0',
    paperEdge: '#E3DCC8',
    accent: '#1F3A6B',
    deep: '#12264A',
    gold: '#B0822A',
    goldLight: '#E9CF7A',
    soft: '#DCE4F2',
  },
  teal: {
    paper: '#FBFAF2',
    paperEdge: '#E0E8D4',
    accent: '#1E5F57',
    deep: '#0F3D38',
    gold: '#B0842A',
    goldLight: '#E6C872',
    soft: '#D5EAE3',
  },
  saffron: {
    paper: '#FFF8EA',
    paperEdge: '#F5DBAA',
    accent: '#94450A',
    deep: '#6E3006',
    gold: '#C8962E',
    goldLight: '#F0D080',
    soft: '#FBE3C2',
  },
  sapphire: {
    paper: '#F7F9FD',
    paperEdge: '#D6E0F2',
    accent: '#23488F',
    deep: '#142C5C',
    gold: '#B8913A',
    goldLight: '#E8CF86',
    soft: '#DDE6F7',
  },
  rose: {
    paper: '#FFF7F6',
    paperEdge: '#F4D6D8',
    accent: '#A02F59',
    deep: '#6E1C3C',
    gold: '#B8873A',
    goldLight: '#EDCB87',
    soft: '#F8D4DE',
  },
  jade: {
    paper: '#F7FBF6',
    paperEdge: '#D5E8D5',
    accent: '#2D6A4F',
    deep: '#1B4332',
    gold: '#B08A30',
    goldLight: '#E4CC7E',
    soft: '#D4EBDC',
  },
  ruby: {
    paper: '#FFF8F1',
    paperEdge: '#F1D9C6',
    accent: '#9B2226',
    deep: '#611316',
    gold: '#BF8F2E',
    goldLight: '#EDCF85',
    soft: '#F5D5CC',
  },
  lapis: {
    paper: '#F6F9FB',
    paperEdge: '#D2E1E9',
    accent: '#1D5C7A',
    deep: '#0E3A50',
    gold: '#B38B33',
    goldLight: '#E5CC83',
    soft: '#D3E6EF',
  },
} as const satisfies Record<string, CardPalette>;
export type CardPaletteName = keyof typeof CARD_PALETTES;

/** Body-text ink shared by every palette (a warm near-black). */
const INK = '#3A2A1A';

function style(
  stack: CardFontStack,
  weight: CardTextStyle['weight'],
  maxSize: number,
  minSize: number,
  colour: string,
  maxLines: 1 | 2 = 1,
): CardTextStyle {
  return { stack, weight, maxSize, minSize, colour, align: 'center', maxLines };
}

const box = (x: number, y: number, width: number, height: number): CardBox => ({ x, y, width, height });

interface CertificateCopy {
  readonly title: string;
  readonly intro: string;
  readonly body1: string;
  readonly body2: string;
  readonly date: string;
}

/** A landscape certificate (1000×773): title, intro, name (two lines at most), two body lines, date. */
function certificate(
  id: string,
  label: string,
  lang: CardTemplate['lang'],
  motif: CardMotif,
  paletteName: CardPaletteName,
  copy: CertificateCopy,
): CardTemplate {
  const palette = CARD_PALETTES[paletteName];
  const [width, height] = CARD_SIZES.landscape;
  const display: CardFontStack = lang === 'zh' ? 'cjk' : 'serif';
  const body: CardFontStack = lang === 'zh' ? 'cjk' : 'sans';
  return {
    id,
    label,
    lang,
    width,
    height,
    artwork: { layout: 'certificate', motif, palette },
    slots: [
      {
        role: 'fixed',
        key: 'title',
        text: copy.title,
        box: box(200, 148, 600, 86),
        style: style(display, 700, 54, 30, palette.accent),
      },
      {
        role: 'fixed',
        key: 'intro',
        text: copy.intro,
        box: box(160, 238, 680, 40),
        style: style(body, 400, 24, 15, INK),
      },
      {
        role: 'name',
        key: 'name',
        box: box(130, 282, 740, 118),
        style: style('serif', 700, 64, 34, palette.deep, 2),
      },
      {
        role: 'fixed',
        key: 'body1',
        text: copy.body1,
        box: box(130, 412, 740, 40),
        style: style(body, 400, 23, 14, INK),
      },
      {
        role: 'fixed',
        key: 'body2',
        text: copy.body2,
        box: box(130, 452, 740, 40),
        style: style(body, 400, 23, 14, INK),
      },
      {
        role: 'fixed',
        key: 'date',
        text: copy.date,
        box: box(200, 500, 600, 40),
        style: style(body, 700, 22, 14, palette.accent),
      },
    ],
  };
}

/** The thanks-card texts, laid out for the 1040 square and scaled for the 800 square. */
function thanks(
  id: string,
  label: string,
  size: 'square' | 'large',
  motif: CardMotif,
  paletteName: CardPaletteName,
): CardTemplate {
  const palette = CARD_PALETTES[paletteName];
  const [width, height] = CARD_SIZES[size];
  const k = width / CARD_SIZES.large[0];
  const b = (x: number, y: number, w: number, h: number) =>
    box(Math.round(x * k), Math.round(y * k), Math.round(w * k), Math.round(h * k));
  const s = (
    stack: CardFontStack,
    weight: CardTextStyle['weight'],
    max: number,
    min: number,
    colour: string,
    lines: 1 | 2 = 1,
  ) => style(stack, weight, Math.round(max * k), Math.round(min * k), colour, lines);
  return {
    id,
    label,
    lang: 'th',
    width,
    height,
    artwork: { layout: 'thanks', motif, palette },
    slots: [
      {
        role: 'fixed',
        key: 'title',
        text: 'ขออนุโมทนาบุญ',
        box: b(140, 468, 760, 102),
        style: s('serif', 700, 66, 40, palette.accent),
      },
      {
        role: 'fixed',
        key: 'subtitle',
        text: 'ผู้ร่วมเป็นเจ้าภาพส่วนขยายสภาธรรมสากล',
        box: b(100, 572, 840, 52),
        style: s('sans', 500, 32, 20, INK),
      },
      {
        role: 'name',
        key: 'name',
        box: b(90, 628, 860, 144),
        style: s('serif', 700, 78, 40, palette.deep, 2),
      },
      {
        role: 'amount',
        key: 'amount',
        text: 'ร่วมเป็นเจ้าภาพ {amount} {unit}',
        box: b(120, 778, 800, 70),
        style: s('sans', 700, 42, 24, palette.accent),
      },
      {
        role: 'fixed',
        key: 'closing',
        text: 'ขอให้บุญนี้นำความสุขและความสำเร็จมาสู่ท่านและครอบครัว',
        box: b(120, 850, 800, 50),
        style: s('sans', 400, 27, 17, INK),
      },
    ],
  };
}

const HONOUR_TH: CertificateCopy = {
  title: 'เกียรติบัตร',
  intro: 'ขอมอบเกียรติบัตรฉบับนี้เพื่อเชิดชูเกียรติ',
  body1: 'ผู้ร่วมสร้างบุญกุศลและเผยแผ่ธรรมะด้วยจิตศรัทธาอันบริสุทธิ์',
  body2: 'ขออนุโมทนาบุญ ขอให้มีความสุข ความเจริญยิ่ง ๆ ขึ้นไป',
  date: 'ให้ไว้ ณ วันที่ ๒๒ เมษายน พ.ศ. ๒๕๖๕',
};
const HONOUR_EN: CertificateCopy = {
  title: 'Certificate of Honour',
  intro: 'This certificate is proudly presented to',
  body1: 'for sharing the Dhamma and making merit with a pure and generous heart.',
  body2: 'Anumodana. May you be blessed with happiness and every success.',
  date: 'Given on 22 April 2022 (B.E. 2565)',
};
const HONOUR_ZH: CertificateCopy = {
  title: '荣誉证书',
  intro: '兹颁发此证书，以表彰',
  body1: '以清净的信心护持佛法、弘扬正法，广行布施',
  body2: '随喜功德，愿您吉祥如意，福慧增长',
  date: '佛历二五六五年（公元2022年）四月二十二日',
};
const MONTH7: CertificateCopy = {
  title: 'เกียรติบัตร',
  intro: 'ขอมอบเกียรติบัตรฉบับนี้ไว้เพื่อแสดงว่า',
  body1: 'ได้ร่วมสร้างบุญกุศลในวันเพ็ญด้วยจิตศรัทธาอันบริสุทธิ์',
  body2: 'ขออนุโมทนาบุญ ขอให้มีความสุข ความเจริญยิ่ง ๆ ขึ้นไป',
  date: 'วันขึ้น ๑๕ ค่ำ เดือน ๗ ตรงกับวันที่ ๑๔ มิถุนายน พ.ศ. ๒๕๖๕',
};
const ASALHA: CertificateCopy = {
  title: 'เกียรติบัตร',
  intro: 'ขอมอบเกียรติบัตรฉบับนี้ไว้เพื่อแสดงว่า',
  body1: 'ได้ร่วมบำเพ็ญบุญในวันอาสาฬหบูชา วันที่พระรัตนตรัยครบองค์สาม',
  body2: 'ขออนุโมทนาบุญ ขอให้เจริญในธรรมยิ่ง ๆ ขึ้นไป',
  date: 'วันอาสาฬหบูชา ขึ้น ๑๕ ค่ำ เดือน ๘',
};

const MOTIF_LABELS: Record<'hall' | 'lotus' | 'wheel', string> = {
  hall: 'สภาธรรม',
  lotus: 'ดอกบัว',
  wheel: 'ธรรมจักร',
};
const THANKS_PALETTES = { saffron: 'ทอง', sapphire: 'น้ำเงิน', rose: 'ชมพู', jade: 'เขียว' } as const;

/** The 12 templates of the assembly-extension thanks card: 3 motifs × 4 palettes. */
const thanksTemplates: CardTemplate[] = (['hall', 'lotus', 'wheel'] as const).flatMap((motif) =>
  (Object.keys(THANKS_PALETTES) as (keyof typeof THANKS_PALETTES)[]).map((palette) =>
    thanks(
      `card-${motif}-${palette}`,
      `${MOTIF_LABELS[motif]} ${THANKS_PALETTES[palette]}`,
      'large',
      motif,
      palette,
    ),
  ),
);

/** Every card variant of product §2 "Cards", in the order the kiosk's home lists them. */
export const CARD_VARIANTS: readonly CardVariant[] = [
  {
    id: 'card',
    path: '/card',
    title: 'การ์ดอนุโมทนาบุญ ส่วนขยายสภาธรรมสากล',
    description: '12 แบบ ใส่ชื่อ จำนวน และหน่วย (บาท หรือ ตารางเมตร)',
    amount: { kind: 'choose', units: CARD_UNITS },
    templates: thanksTemplates,
  },
  {
    id: 'card22',
    path: '/card22',
    title: 'เกียรติบัตร ๒๒ เมษายน ๒๕๖๕',
    description: 'ภาษาไทย อังกฤษ และจีน',
    amount: { kind: 'none' },
    templates: [
      certificate('card22-th', 'ภาษาไทย', 'th', 'lotus', 'maroon', HONOUR_TH),
      certificate('card22-en', 'ภาษาอังกฤษ', 'en', 'lotus', 'maroon', HONOUR_EN),
      certificate('card22-zh', 'ภาษาจีน', 'zh', 'lotus', 'maroon', HONOUR_ZH),
    ],
  },
  {
    id: 'card22m',
    path: '/card22m',
    title: 'การ์ดอนุโมทนาบุญ (บาท)',
    description: 'ใส่ชื่อและจำนวนเงินเป็นบาท',
    amount: { kind: 'fixed', unit: 'บาท' },
    templates: [thanks('card22m-ruby', 'ทับทิม', 'square', 'hall', 'ruby')],
  },
  {
    id: 'card22s',
    path: '/card22s',
    title: 'การ์ดอนุโมทนาบุญ (ตารางเมตร)',
    description: 'ใส่ชื่อและจำนวนพื้นที่เป็นตารางเมตร',
    amount: { kind: 'fixed', unit: 'ตารางเมตร' },
    templates: [thanks('card22s-lapis', 'ไพลิน', 'square', 'hall', 'lapis')],
  },
  {
    id: 'card-m7',
    path: '/card/m7',
    title: 'เกียรติบัตร วันขึ้น ๑๕ ค่ำ เดือน ๗',
    description: '๑๔ มิถุนายน ๒๕๖๕',
    amount: { kind: 'none' },
    templates: [certificate('card-m7', 'วันเพ็ญเดือน ๗', 'th', 'moon', 'night', MONTH7)],
  },
  {
    id: 'card-as',
    path: '/card/as',
    title: 'เกียรติบัตร วันอาสาฬหบูชา',
    description: 'ขึ้น ๑๕ ค่ำ เดือน ๘',
    amount: { kind: 'none' },
    templates: [certificate('card-as', 'อาสาฬหบูชา', 'th', 'wheel', 'teal', ASALHA)],
  },
];

/** The variant with this id. */
export function cardVariant(id: CardVariantId): CardVariant {
  const found = CARD_VARIANTS.find((v) => v.id === id);
  if (!found) throw new Error(`unknown card variant: ${id}`);
  return found;
}

/** The variant served at `path` (trailing slash ignored), or `null`. */
export function cardVariantByPath(path: string): CardVariant | null {
  const clean = path.length > 1 ? path.replace(/\/+$/u, '') : path;
  return CARD_VARIANTS.find((v) => v.path === clean) ?? null;
}

/** The template of `variant` with this id, else the variant's first template. */
export function cardTemplate(variant: CardVariant, templateId: string | null | undefined): CardTemplate {
  return variant.templates.find((t) => t.id === templateId) ?? (variant.templates[0] as CardTemplate);
}

/** Whether the variant's form asks for an amount, and the unit it starts with. */
export function cardAmountDefaults(variant: CardVariant): {
  asksAmount: boolean;
  unit: (typeof CARD_UNITS)[number] | null;
} {
  switch (variant.amount.kind) {
    case 'none':
      return { asksAmount: false, unit: null };
    case 'fixed':
      return { asksAmount: true, unit: variant.amount.unit };
    case 'choose':
      return { asksAmount: true, unit: variant.amount.units[0] ?? null };
  }
}
