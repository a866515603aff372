/**
 * The card artwork, drawn as vector shapes on a 2D canvas: paper, frame, a motif (lotus, Dhamma
 * wheel, assembly hall, full moon), dividers and a seal. Original drawing code, no image files:
 * it scales to any canvas size, prints sharply, and works offline. Everything is deterministic (no
 * randomness), so screenshots and exported JPEGs are stable.
 */
import type { CardMotif, CardPalette, CardTemplate } from '@lightbearers/domain';

type Ctx = CanvasRenderingContext2D;

/** Draws the whole artwork of `template` (no texts) onto `ctx`, sized `template.width × height`. */
export function drawArtwork(ctx: Ctx, template: CardTemplate): void {
  const { width: w, height: h } = template;
  const { palette: p, motif, layout } = template.artwork;
  ctx.save();
  paper(ctx, w, h, p);
  if (layout === 'certificate') certificate(ctx, w, h, p, motif);
  else thanks(ctx, w, h, p, motif);
  ctx.restore();
}

function paper(ctx: Ctx, w: number, h: number, p: CardPalette) {
  const g = ctx.createRadialGradient(
    w / 2,
    h * 0.46,
    Math.min(w, h) * 0.12,
    w / 2,
    h / 2,
    Math.hypot(w, h) / 2,
  );
  g.addColorStop(0, p.paper);
  g.addColorStop(0.62, p.paper);
  g.addColorStop(1, p.paperEdge);
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, w, h);
}

/** A petal along −y from the origin: `len` long, `width` at its widest. */
function petal(ctx: Ctx, len: number, width: number) {
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.bezierCurveTo(width, -len * 0.28, width * 0.62, -len * 0.82, 0, -len);
  ctx.bezierCurveTo(-width * 0.62, -len * 0.82, -width, -len * 0.28, 0, 0);
  ctx.closePath();
}

function diamond(ctx: Ctx, x: number, y: number, r: number, fill: string) {
  ctx.beginPath();
  ctx.moveTo(x, y - r);
  ctx.lineTo(x + r * 0.7, y);
  ctx.lineTo(x, y + r);
  ctx.lineTo(x - r * 0.7, y);
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A faint rosette of `n` petals: the watermark behind a certificate's text. */
function rosette(ctx: Ctx, cx: number, cy: number, r: number, n: number, colour: string, alpha: number) {
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.strokeStyle = colour;
  ctx.lineWidth = Math.max(1, r / 160);
  ctx.translate(cx, cy);
  for (const [len, width, turn] of [
    [r, r * 0.22, 0],
    [r * 0.72, r * 0.17, 0.5],
    [r * 0.45, r * 0.12, 0],
  ] as const) {
    for (let i = 0; i < n; i++) {
      ctx.save();
      ctx.rotate(((i + turn) * Math.PI * 2) / n);
      petal(ctx, len, width);
      ctx.stroke();
      ctx.restore();
    }
  }
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.14, 0, Math.PI * 2);
  ctx.stroke();
  ctx.restore();
}

/** Frame: a deep outer band with a chain of gold lozenges, two gold rules, ornamented corners. */
function frame(ctx: Ctx, w: number, h: number, p: CardPalette, s: number) {
  const band = 22 * s;
  ctx.save();
  ctx.fillStyle = p.deep;
  ctx.beginPath();
  ctx.rect(0, 0, w, h);
  ctx.rect(band, band, w - 2 * band, h - 2 * band);
  ctx.fill('evenodd');

  // The lozenge chain along the band, spaced so each side holds a whole number of them.
  const r = band * 0.3;
  for (const [x0, y0, x1, y1] of [
    [band / 2, band / 2, w - band / 2, band / 2],
    [band / 2, h - band / 2, w - band / 2, h - band / 2],
    [band / 2, band / 2, band / 2, h - band / 2],
    [w - band / 2, band / 2, w - band / 2, h - band / 2],
  ] as const) {
    const length = Math.hypot(x1 - x0, y1 - y0);
    const count = Math.max(2, Math.round(length / (band * 1.4)));
    for (let i = 0; i <= count; i++) {
      const t = i / count;
      diamond(ctx, x0 + (x1 - x0) * t, y0 + (y1 - y0) * t, r, i % 2 === 0 ? p.goldLight : p.gold);
    }
  }

  ctx.strokeStyle = p.gold;
  ctx.lineWidth = 3.5 * s;
  const a = band + 8 * s;
  ctx.strokeRect(a, a, w - 2 * a, h - 2 * a);
  ctx.lineWidth = 1.2 * s;
  const b = band + 15 * s;
  ctx.strokeRect(b, b, w - 2 * b, h - 2 * b);

  for (const [cx, cy, rot] of [
    [b, b, 0],
    [w - b, b, Math.PI / 2],
    [w - b, h - b, Math.PI],
    [b, h - b, (Math.PI * 3) / 2],
  ] as const) {
    corner(ctx, cx, cy, rot, 46 * s, p);
  }
  ctx.restore();
}

/** A corner flourish: a fan of three petals and two scrolls, pointing into the card. */
function corner(ctx: Ctx, x: number, y: number, rotation: number, size: number, p: CardPalette) {
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(rotation);
  ctx.fillStyle = p.gold;
  ctx.strokeStyle = p.gold;
  ctx.lineWidth = size / 22;
  for (const angle of [-Math.PI / 4 - 0.5, -Math.PI / 4, -Math.PI / 4 + 0.5]) {
    ctx.save();
    ctx.rotate(angle + Math.PI);
    petal(ctx, angle === -Math.PI / 4 ? size : size * 0.7, size * 0.22);
    ctx.globalAlpha = angle === -Math.PI / 4 ? 1 : 0.75;
    ctx.fill();
    ctx.restore();
  }
  for (const flip of [1, -1]) {
    ctx.save();
    if (flip < 0) ctx.transform(0, 1, 1, 0, 0, 0);
    ctx.beginPath();
    ctx.moveTo(size * 0.2, size * 0.05);
    ctx.bezierCurveTo(size * 0.9, size * 0.05, size * 1.4, size * 0.05, size * 1.6, size * 0.35);
    ctx.bezierCurveTo(size * 1.7, size * 0.55, size * 1.45, size * 0.62, size * 1.35, size * 0.45);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(size * 1.75, size * 0.12, size * 0.07, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
  }
  ctx.beginPath();
  ctx.arc(size * 0.18, size * 0.18, size * 0.1, 0, Math.PI * 2);
  ctx.fillStyle = p.goldLight;
  ctx.fill();
  ctx.stroke();
  ctx.restore();
}

/** A horizontal gold rule fading at both ends, with a lozenge and two dots in the middle. */
function divider(ctx: Ctx, cx: number, y: number, half: number, s: number, p: CardPalette) {
  ctx.save();
  const g = ctx.createLinearGradient(cx - half, y, cx + half, y);
  g.addColorStop(0, `${p.gold}00`);
  g.addColorStop(0.25, p.gold);
  g.addColorStop(0.75, p.gold);
  g.addColorStop(1, `${p.gold}00`);
  ctx.strokeStyle = g;
  ctx.lineWidth = 2 * s;
  ctx.beginPath();
  ctx.moveTo(cx - half, y);
  ctx.lineTo(cx - 18 * s, y);
  ctx.moveTo(cx + 18 * s, y);
  ctx.lineTo(cx + half, y);
  ctx.stroke();
  diamond(ctx, cx, y, 9 * s, p.gold);
  diamond(ctx, cx, y, 4.5 * s, p.goldLight);
  for (const dx of [-28, 28]) {
    ctx.beginPath();
    ctx.arc(cx + dx * s, y, 2.6 * s, 0, Math.PI * 2);
    ctx.fillStyle = p.gold;
    ctx.fill();
  }
  ctx.restore();
}

// ——— Motifs. Each draws centred on the origin within a circle of radius `r`. ———

function lotus(ctx: Ctx, r: number, p: CardPalette, tone: 'rich' | 'gold') {
  const front = tone === 'gold' ? p.goldLight : p.accent;
  const back = tone === 'gold' ? p.gold : p.soft;
  const edge = tone === 'gold' ? p.deep : p.gold;
  ctx.save();
  ctx.translate(0, r * 0.45);
  ctx.lineWidth = Math.max(1, r / 45);
  // Back row: wide, pale petals.
  for (const a of [-1.25, -0.8, 0.8, 1.25]) {
    ctx.save();
    ctx.rotate(a);
    petal(ctx, r * 0.9, r * 0.26);
    ctx.fillStyle = back;
    ctx.fill();
    ctx.strokeStyle = edge;
    ctx.stroke();
    ctx.restore();
  }
  // Front row: the upright petal and its neighbours, shaded from base to tip.
  for (const a of [-0.42, 0.42, 0]) {
    ctx.save();
    ctx.rotate(a);
    const len = a === 0 ? r * 1.22 : r * 1.05;
    const g = ctx.createLinearGradient(0, 0, 0, -len);
    g.addColorStop(0, front);
    g.addColorStop(1, tone === 'gold' ? p.goldLight : p.soft);
    petal(ctx, len, r * 0.3);
    ctx.fillStyle = g;
    ctx.fill();
    ctx.strokeStyle = edge;
    ctx.stroke();
    // A vein down the middle of the petal.
    ctx.beginPath();
    ctx.moveTo(0, -len * 0.12);
    ctx.lineTo(0, -len * 0.78);
    ctx.globalAlpha = 0.5;
    ctx.stroke();
    ctx.restore();
  }
  // Receptacle.
  ctx.beginPath();
  ctx.ellipse(0, r * 0.02, r * 0.42, r * 0.11, 0, 0, Math.PI * 2);
  ctx.fillStyle = tone === 'gold' ? p.gold : p.deep;
  ctx.fill();
  ctx.restore();
}

function wheel(ctx: Ctx, r: number, p: CardPalette, tone: 'rich' | 'gold') {
  const metal = tone === 'gold' ? p.goldLight : p.gold;
  const line = tone === 'gold' ? p.gold : p.deep;
  ctx.save();
  ctx.lineWidth = Math.max(1, r / 40);
  ctx.strokeStyle = line;
  // Eight spokes, each tapering from the hub, with a knob beyond the rim.
  for (let i = 0; i < 8; i++) {
    ctx.save();
    ctx.rotate((i * Math.PI) / 4);
    ctx.beginPath();
    ctx.moveTo(-r * 0.07, -r * 0.2);
    ctx.lineTo(-r * 0.035, -r * 0.78);
    ctx.lineTo(r * 0.035, -r * 0.78);
    ctx.lineTo(r * 0.07, -r * 0.2);
    ctx.closePath();
    ctx.fillStyle = metal;
    ctx.fill();
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(0, -r * 0.96, r * 0.07, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
  // Rim: a thick ring between two circles.
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.88, 0, Math.PI * 2);
  ctx.arc(0, 0, r * 0.76, 0, Math.PI * 2, true);
  ctx.fillStyle = metal;
  ctx.fill();
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.82, 0, Math.PI * 2);
  ctx.setLineDash([r * 0.04, r * 0.05]);
  ctx.stroke();
  ctx.setLineDash([]);
  // Hub with a small lotus rosette.
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.22, 0, Math.PI * 2);
  ctx.fillStyle = metal;
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = line;
  for (let i = 0; i < 8; i++) {
    ctx.save();
    ctx.rotate((i * Math.PI) / 4 + Math.PI / 8);
    petal(ctx, r * 0.17, r * 0.05);
    ctx.fill();
    ctx.restore();
  }
  ctx.restore();
}

function moon(ctx: Ctx, r: number, p: CardPalette) {
  ctx.save();
  // Halo rings.
  ctx.strokeStyle = p.gold;
  for (const [k, alpha] of [
    [1.0, 0.35],
    [0.88, 0.6],
  ] as const) {
    ctx.globalAlpha = alpha;
    ctx.lineWidth = Math.max(1, r / 60);
    ctx.beginPath();
    ctx.arc(0, 0, r * k, 0, Math.PI * 2);
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  const g = ctx.createRadialGradient(-r * 0.2, -r * 0.2, r * 0.05, 0, 0, r * 0.72);
  g.addColorStop(0, '#FFFDF3');
  g.addColorStop(0.7, p.goldLight);
  g.addColorStop(1, p.gold);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.72, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  // Soft maria, fixed so the moon looks the same on every card.
  ctx.fillStyle = p.gold;
  for (const [x, y, rr, a] of [
    [-0.22, -0.1, 0.16, 0.28],
    [0.18, 0.12, 0.12, 0.22],
    [0.05, -0.3, 0.08, 0.2],
    [-0.05, 0.32, 0.1, 0.18],
  ] as const) {
    ctx.globalAlpha = a;
    ctx.beginPath();
    ctx.arc(x * r, y * r, rr * r, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.restore();
}

/** Four-pointed sparkles around the full moon. */
function sparkles(ctx: Ctx, r: number, colour: string) {
  ctx.save();
  ctx.fillStyle = colour;
  for (const [x, y, k] of [
    [-1.5, -0.55, 0.1],
    [1.45, -0.7, 0.12],
    [-1.25, 0.6, 0.08],
    [1.3, 0.55, 0.09],
    [0, -1.25, 0.07],
  ] as const) {
    const size = r * k;
    ctx.beginPath();
    ctx.moveTo(x * r, y * r - size);
    ctx.quadraticCurveTo(x * r, y * r, x * r + size, y * r);
    ctx.quadraticCurveTo(x * r, y * r, x * r, y * r + size);
    ctx.quadraticCurveTo(x * r, y * r, x * r - size, y * r);
    ctx.quadraticCurveTo(x * r, y * r, x * r, y * r - size);
    ctx.fill();
  }
  ctx.restore();
}

/** The assembly hall: a stepped platform, a colonnade, a wide dome and a crystal finial. */
function hall(ctx: Ctx, r: number, p: CardPalette) {
  ctx.save();
  ctx.lineWidth = Math.max(1, r / 70);
  ctx.strokeStyle = p.gold;
  const base = r * 0.62;
  // Steps.
  for (const [i, widthK] of [
    [0, 1.35],
    [1, 1.22],
    [2, 1.1],
  ] as const) {
    const y = base - i * r * 0.08;
    ctx.beginPath();
    ctx.rect(-r * widthK, y, r * widthK * 2, r * 0.08);
    ctx.fillStyle = i === 0 ? p.deep : p.accent;
    ctx.fill();
    ctx.stroke();
  }
  // Colonnade.
  const top = base - r * 0.5;
  ctx.beginPath();
  ctx.rect(-r * 0.98, top, r * 1.96, base - r * 0.16 - top);
  ctx.fillStyle = p.paper;
  ctx.fill();
  ctx.stroke();
  ctx.fillStyle = p.accent;
  const columns = 13;
  for (let i = 0; i < columns; i++) {
    const x = -r * 0.9 + (i * r * 1.8) / (columns - 1);
    ctx.fillRect(x - r * 0.025, top + r * 0.06, r * 0.05, base - r * 0.16 - top - r * 0.06);
  }
  ctx.fillStyle = p.deep;
  ctx.fillRect(-r * 1.04, top - r * 0.06, r * 2.08, r * 0.08);
  // Dome: a wide half-ellipse, shaded from the light.
  const g = ctx.createLinearGradient(-r, top - r * 0.6, r, top);
  g.addColorStop(0, p.goldLight);
  g.addColorStop(0.55, p.gold);
  g.addColorStop(1, p.accent);
  ctx.beginPath();
  ctx.ellipse(0, top - r * 0.06, r * 0.9, r * 0.56, 0, Math.PI, 0);
  ctx.closePath();
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = p.deep;
  ctx.stroke();
  // Ribs of the dome.
  ctx.globalAlpha = 0.45;
  for (const k of [-0.55, -0.2, 0.2, 0.55]) {
    ctx.beginPath();
    ctx.ellipse(
      0,
      top - r * 0.06,
      Math.abs(k) * r * 0.9,
      r * 0.56,
      0,
      k < 0 ? Math.PI : Math.PI * 1.5,
      k < 0 ? Math.PI * 1.5 : 0,
    );
    ctx.stroke();
  }
  ctx.globalAlpha = 1;
  // Finial: a crystal sphere on a short spire, with a glow.
  const fy = top - r * 0.72;
  const glow = ctx.createRadialGradient(0, fy, 0, 0, fy, r * 0.3);
  glow.addColorStop(0, '#FFFFFFCC');
  glow.addColorStop(1, '#FFFFFF00');
  ctx.fillStyle = glow;
  ctx.beginPath();
  ctx.arc(0, fy, r * 0.3, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(-r * 0.05, top - r * 0.6);
  ctx.lineTo(r * 0.05, top - r * 0.6);
  ctx.lineTo(0, fy + r * 0.06);
  ctx.closePath();
  ctx.fillStyle = p.gold;
  ctx.fill();
  const crystal = ctx.createRadialGradient(-r * 0.03, fy - r * 0.03, 0, 0, fy, r * 0.09);
  crystal.addColorStop(0, '#FFFFFF');
  crystal.addColorStop(1, p.soft);
  ctx.beginPath();
  ctx.arc(0, fy, r * 0.08, 0, Math.PI * 2);
  ctx.fillStyle = crystal;
  ctx.fill();
  ctx.strokeStyle = p.gold;
  ctx.stroke();
  ctx.restore();
}

/** Radiating wedges behind a motif, fading outwards. */
function rays(ctx: Ctx, cx: number, cy: number, r: number, colour: string) {
  ctx.save();
  const fade = ctx.createRadialGradient(cx, cy, r * 0.2, cx, cy, r);
  fade.addColorStop(0, `${colour}CC`);
  fade.addColorStop(1, `${colour}00`);
  ctx.fillStyle = fade;
  const n = 36;
  for (let i = 0; i < n; i += 2) {
    const a0 = (i * Math.PI * 2) / n;
    const a1 = ((i + 1) * Math.PI * 2) / n;
    ctx.beginPath();
    ctx.moveTo(cx, cy);
    ctx.arc(cx, cy, r, a0, a1);
    ctx.closePath();
    ctx.fill();
  }
  ctx.restore();
}

function motifAt(
  ctx: Ctx,
  motif: CardMotif,
  x: number,
  y: number,
  r: number,
  p: CardPalette,
  tone: 'rich' | 'gold',
) {
  ctx.save();
  ctx.translate(x, y);
  if (motif === 'lotus') lotus(ctx, r, p, tone);
  else if (motif === 'wheel') wheel(ctx, r, p, tone);
  else if (motif === 'moon') moon(ctx, r, p);
  else hall(ctx, r, p);
  ctx.restore();
}

/** A round seal with scalloped rim and ribbon tails, the motif in its centre. */
function seal(ctx: Ctx, x: number, y: number, r: number, p: CardPalette, motif: CardMotif) {
  ctx.save();
  ctx.translate(x, y);
  // Ribbon tails.
  for (const side of [-1, 1]) {
    ctx.beginPath();
    ctx.moveTo(side * r * 0.25, r * 0.4);
    ctx.lineTo(side * r * 0.85, r * 1.35);
    ctx.lineTo(side * r * 0.6, r * 1.22);
    ctx.lineTo(side * r * 0.45, r * 1.45);
    ctx.lineTo(side * r * 0.02, r * 0.5);
    ctx.closePath();
    ctx.fillStyle = p.accent;
    ctx.fill();
  }
  ctx.fillStyle = p.gold;
  const bumps = 28;
  for (let i = 0; i < bumps; i++) {
    const a = (i * Math.PI * 2) / bumps;
    ctx.beginPath();
    ctx.arc(Math.cos(a) * r * 0.92, Math.sin(a) * r * 0.92, r * 0.12, 0, Math.PI * 2);
    ctx.fill();
  }
  const g = ctx.createRadialGradient(-r * 0.25, -r * 0.25, r * 0.1, 0, 0, r);
  g.addColorStop(0, p.goldLight);
  g.addColorStop(1, p.gold);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.92, 0, Math.PI * 2);
  ctx.fillStyle = g;
  ctx.fill();
  ctx.strokeStyle = p.deep;
  ctx.lineWidth = Math.max(1, r / 30);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.74, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([r * 0.03, r * 0.05]);
  ctx.beginPath();
  ctx.arc(0, 0, r * 0.66, 0, Math.PI * 2);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.restore();
  motifAt(
    ctx,
    motif === 'moon' ? 'lotus' : motif === 'hall' ? 'wheel' : motif,
    x,
    y - (motif === 'wheel' ? 0 : r * 0.12),
    r * 0.5,
    p,
    'gold',
  );
}

/** A garland: a rule with lotus buds, from x0 to x1 at y. */
function garland(ctx: Ctx, x0: number, x1: number, y: number, s: number, p: CardPalette) {
  ctx.save();
  ctx.strokeStyle = p.gold;
  ctx.lineWidth = 1.6 * s;
  ctx.beginPath();
  ctx.moveTo(x0, y);
  ctx.lineTo(x1, y);
  ctx.stroke();
  const n = Math.max(2, Math.round(Math.abs(x1 - x0) / (48 * s)));
  for (let i = 0; i <= n; i++) {
    const x = x0 + ((x1 - x0) * i) / n;
    ctx.save();
    ctx.translate(x, y);
    petal(ctx, 13 * s, 5 * s);
    ctx.fillStyle = i % 2 === 0 ? p.accent : p.gold;
    ctx.fill();
    ctx.rotate(Math.PI);
    petal(ctx, 8 * s, 3.5 * s);
    ctx.fillStyle = p.gold;
    ctx.fill();
    ctx.restore();
  }
  ctx.restore();
}

function certificate(ctx: Ctx, w: number, h: number, p: CardPalette, motif: CardMotif) {
  const s = w / 1000;
  rosette(ctx, w / 2, h * 0.5, h * 0.4, 16, p.gold, 0.16);
  frame(ctx, w, h, p, s);
  // Medallion at the top, with rules running out to the frame.
  const my = 96 * s;
  ctx.save();
  ctx.strokeStyle = p.gold;
  ctx.lineWidth = 2 * s;
  for (const [a, b] of [
    [118 * s, 438 * s],
    [562 * s, 882 * s],
  ] as const) {
    ctx.beginPath();
    ctx.moveTo(a, my);
    ctx.lineTo(b, my);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(a, my - 6 * s);
    ctx.lineTo(b, my - 6 * s);
    ctx.globalAlpha = 0.5;
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  diamond(ctx, 118 * s, my - 3 * s, 8 * s, p.gold);
  diamond(ctx, 882 * s, my - 3 * s, 8 * s, p.gold);
  ctx.beginPath();
  ctx.arc(w / 2, my, 50 * s, 0, Math.PI * 2);
  ctx.fillStyle = p.deep;
  ctx.fill();
  ctx.lineWidth = 3 * s;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(w / 2, my, 43 * s, 0, Math.PI * 2);
  ctx.lineWidth = 1 * s;
  ctx.stroke();
  ctx.restore();
  if (motif === 'moon') {
    ctx.save();
    ctx.translate(w / 2, my);
    moon(ctx, 38 * s, p);
    sparkles(ctx, 30 * s, p.goldLight);
    ctx.restore();
  } else {
    motifAt(
      ctx,
      motif,
      w / 2,
      motif === 'lotus' ? my - 6 * s : my,
      motif === 'lotus' ? 30 * s : 38 * s,
      p,
      'gold',
    );
  }
  // Under the name.
  divider(ctx, w / 2, 404 * s, 290 * s, s, p);
  // Seal and garlands at the foot.
  const sy = 628 * s;
  garland(ctx, 170 * s, 415 * s, sy, s, p);
  garland(ctx, 585 * s, 830 * s, sy, s, p);
  seal(ctx, w / 2, sy, 56 * s, p, motif);
}

function thanks(ctx: Ctx, w: number, h: number, p: CardPalette, motif: CardMotif) {
  const s = w / 1040;
  const cx = w / 2;
  const my = 268 * s;
  rays(ctx, cx, my, 330 * s, p.soft);
  rosette(ctx, cx, 760 * s, 250 * s, 20, p.gold, 0.1);
  frame(ctx, w, h, p, s);
  // A halo disc behind the motif.
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, my, 182 * s, 0, Math.PI * 2);
  ctx.fillStyle = `${p.paper}E6`;
  ctx.fill();
  ctx.strokeStyle = p.gold;
  ctx.lineWidth = 3 * s;
  ctx.stroke();
  ctx.beginPath();
  ctx.arc(cx, my, 170 * s, 0, Math.PI * 2);
  ctx.lineWidth = 1.2 * s;
  ctx.setLineDash([6 * s, 6 * s]);
  ctx.stroke();
  ctx.restore();
  if (motif === 'hall') motifAt(ctx, 'hall', cx, my + 6 * s, 140 * s, p, 'rich');
  else if (motif === 'lotus') motifAt(ctx, 'lotus', cx, my + 6 * s, 164 * s, p, 'rich');
  else motifAt(ctx, 'wheel', cx, my, 140 * s, p, 'rich');
  // Water lines under a lotus; a lotus base under the wheel.
  if (motif === 'lotus') {
    ctx.save();
    ctx.strokeStyle = p.accent;
    ctx.globalAlpha = 0.5;
    ctx.lineWidth = 2 * s;
    for (const [dy, half] of [
      [100, 130],
      [116, 96],
      [132, 62],
    ] as const) {
      ctx.beginPath();
      ctx.moveTo(cx - half * s, my + dy * s);
      ctx.lineTo(cx + half * s, my + dy * s);
      ctx.stroke();
    }
    ctx.restore();
  }
  divider(ctx, cx, 462 * s, 330 * s, s, p);
  garland(ctx, 170 * s, 870 * s, 936 * s, s, p);
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, 936 * s, 22 * s, 0, Math.PI * 2);
  ctx.fillStyle = p.paper;
  ctx.fill();
  ctx.restore();
  motifAt(ctx, 'lotus', cx, 930 * s, 20 * s, p, 'rich');
}
