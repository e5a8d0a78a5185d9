/**
 * Generates every image and audio file the shipped sample content refers to, into public/sample/:
 *
 *   articles/<slug>.webp        1200x630 featured images (one per article that has one)
 *   products/<name>.webp        600x600 product images (related products and the products feed)
 *   ebooks/<name>.webp          600x800 ebook covers
 *   placeholder-article.webp    1200x630 fallback for articles without an image
 *   placeholder-product.webp    600x600 fallback for missing or broken product images
 *   og-default.png              1200x630 default social card
 *   audio/<slug>.wav            ~10 s gentle chimes, 16 kHz mono 16-bit PCM
 *   <image>-<width>.webp        the resized copies an upload would get (480/960/1600, never wider
 *                               than the image), listed with the sizes in
 *                               functions/seed/sample-images.ts for srcset (docs/decisions/037)
 *
 * The art is abstract and composed as SVG, then rasterised with sharp. Everything is seeded from
 * the file's own name (slug), so running the script again produces the same files byte for byte.
 * The paths come from the sample data itself, so new sample entries get artwork automatically.
 *
 * Run from the repository root:  npx tsx scripts/generate-sample-art.ts
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import sharp from 'sharp';
import { resizedCopies } from '../functions/media/image-variants.ts';
import { sampleArticles } from '../functions/seed/sample-articles.ts';
import { sampleEbooks } from '../functions/seed/sample-ebooks.ts';
import type { FeedProduct, SampleImage } from '../functions/seed/types.ts';
import { CATEGORY_KEYS, type CategoryKey } from '../src/lib/categories.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_DIR = join(ROOT, 'public');

/** Referenced on purpose but never generated, to exercise the broken-image fallback. */
const MISSING_ON_PURPOSE = new Set(['/sample/products/missing.webp']);

/** Size budgets in bytes; the script fails if a file goes over. */
const BUDGET = {
  article: 40 * 1024,
  product: 25 * 1024,
  ebook: 35 * 1024,
  og: 80 * 1024,
  audio: 400 * 1024,
};

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** FNV-1a 32-bit hash of a string. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny, good-enough PRNG returning floats in [0, 1). */
class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hash(seed) || 1;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Short, stable number formatting for SVG attributes. */
const n = (value: number) => (Math.round(value * 10) / 10).toString();

// ---------------------------------------------------------------------------------------------
// Palettes

interface Palette {
  /** Background gradient, light to slightly deeper. */
  bg: [string, string];
  /** Shape colours, strongest first. */
  colors: string[];
}

const PALETTES: Record<CategoryKey, Palette> = {
  saude: { bg: ['#eef7f0', '#d3eadb'], colors: ['#2f7d5b', '#5fae7f', '#a8d8b4', '#f2c46d', '#1f4d3a', '#e9f5ec'] },
  dinheiro: { bg: ['#fcf6e7', '#f2e2b6'], colors: ['#c8942b', '#e7b949', '#7a5a1e', '#2e4a3f', '#f6d98a', '#fffaf0'] },
  relacionamentos: { bg: ['#fdf0ee', '#f6d4d2'], colors: ['#d8626e', '#f19a8e', '#8c3b52', '#f7c59f', '#5b2a43', '#fff4f1'] },
  tecnologia: { bg: ['#ebf2fc', '#cfe0f6'], colors: ['#2563eb', '#4f9bd9', '#0f2f5c', '#8ec5ff', '#22b5a8', '#f2f7ff'] },
  desenvolvimento: { bg: ['#f3effc', '#ddd3f4'], colors: ['#6d4fc2', '#9b7fe0', '#3b2a73', '#f2b56b', '#c9b8f5', '#faf8ff'] },
  consumo: { bg: ['#ecf7f6', '#cfeae7'], colors: ['#13877f', '#49b6a9', '#f08a5d', '#0d4f4a', '#f9c98b', '#f5fcfb'] },
  educacao: { bg: ['#eef2f8', '#d5deeb'], colors: ['#27476e', '#4f7cac', '#e0a33b', '#c44536', '#9fbbd9', '#f7f9fc'] },
  culinaria: { bg: ['#fdf2e7', '#f7d8bb'], colors: ['#e2702f', '#f3a45c', '#9c3d1b', '#6b8f3a', '#f6cf73', '#fff8f0'] },
};

/** Which palette each product image and ebook cover uses (unknown names get one by hash). */
const NAME_CATEGORY: Record<string, CategoryKey> = {
  // products
  'pressure-cooker': 'culinaria',
  'portable-blender': 'culinaria',
  'cast-iron-skillet': 'culinaria',
  'gooseneck-kettle': 'culinaria',
  'sheet-pans': 'culinaria',
  'pantry-canisters': 'culinaria',
  'kitchen-scale': 'culinaria',
  'proofing-basket': 'culinaria',
  'dutch-oven': 'culinaria',
  'glass-containers': 'saude',
  'salad-spinner': 'saude',
  'yoga-mat': 'saude',
  'resistance-bands': 'saude',
  'fitness-tracker': 'saude',
  'walking-shoes': 'saude',
  'thermal-bottle': 'consumo',
  'sleep-mask': 'desenvolvimento',
  'sunrise-alarm': 'dinheiro',
  'dotted-journal': 'desenvolvimento',
  'gel-pens': 'desenvolvimento',
  'conversation-cards': 'relacionamentos',
  'budget-planner': 'dinheiro',
  'wireless-earbuds': 'tecnologia',
  headphones: 'tecnologia',
  'portable-ssd': 'tecnologia',
  'card-reader': 'tecnologia',
  'security-key': 'tecnologia',
  'smart-plug': 'tecnologia',
  'power-bank': 'tecnologia',
  webcam: 'educacao',
  'desk-lamp': 'educacao',
  'e-reader': 'educacao',
  // ebook covers
  'home-cooking-reset': 'culinaria',
  'money-map': 'dinheiro',
  'sono-reparador': 'saude',
  'calm-tech': 'tecnologia',
  'conversas-que-aproximam': 'relacionamentos',
};

function categoryFor(name: string): CategoryKey {
  return NAME_CATEGORY[name] ?? (CATEGORY_KEYS[hash(name) % CATEGORY_KEYS.length] as CategoryKey);
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
}

/** A linear gradient id running at `angle` degrees. */
function linearGradient(id: string, from: string, to: string, angle: number): string {
  const rad = (angle * Math.PI) / 180;
  const x = Math.cos(rad) / 2;
  const y = Math.sin(rad) / 2;
  return `<linearGradient id="${id}" x1="${n(0.5 - x)}" y1="${n(0.5 - y)}" x2="${n(0.5 + x)}" y2="${n(0.5 + y)}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

/** Mixes two #rrggbb colours; t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + ((pb[i] as number) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** A smooth closed blob around (cx, cy) using Catmull-Rom curves turned into cubic Béziers. */
function blobPath(rng: Rng, cx: number, cy: number, r: number): string {
  const count = rng.int(6, 8);
  const pts: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const rr = r * rng.range(0.72, 1.22);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  const at = (i: number) => pts[(i + count) % count] as [number, number];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0] as number)} ${n(c1[1] as number)} ${n(c2[0] as number)} ${n(c2[1] as number)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/**
 * A quarter disc filling a square cell, centred on one of its corners
 * (0 top-left, 1 top-right, 2 bottom-right, 3 bottom-left).
 */
function quarterCircle(x: number, y: number, cell: number, corner: number): string {
  const cx = corner === 1 || corner === 2 ? x + cell : x;
  const cy = corner >= 2 ? y + cell : y;
  const hx = cx === x ? x + cell : x;
  const vy = cy === y ? y + cell : y;
  const sweep = corner % 2 === 0 ? 1 : 0;
  return `M${n(cx)} ${n(cy)}L${n(hx)} ${n(cy)}A${n(cell)} ${n(cell)} 0 0 ${sweep} ${n(cx)} ${n(vy)}Z`;
}

/** A small grid of dots, a quiet texture accent. */
function dotGrid(x: number, y: number, cols: number, rows: number, gap: number, r: number, color: string, opacity: number): string {
  let out = `<g fill="${color}" opacity="${n(opacity)}">`;
  for (let i = 0; i < cols; i++) {
    for (let j = 0; j < rows; j++) out += `<circle cx="${n(x + i * gap)}" cy="${n(y + j * gap)}" r="${n(r)}"/>`;
  }
  return `${out}</g>`;
}

// ---------------------------------------------------------------------------------------------
// Abstract compositions (used for article images and ebook covers)

type Composition = (rng: Rng, p: Palette, w: number, h: number) => { defs: string; body: string };

const orbs: Composition = (rng, p, w, h) => {
  let defs = '';
  let body = '';
  const count = rng.int(5, 8);
  for (let i = 0; i < count; i++) {
    const color = rng.pick(p.colors.slice(0, 5));
    const r = rng.range(Math.min(w, h) * 0.12, Math.min(w, h) * 0.48);
    const cx = rng.range(-0.05 * w, 1.05 * w);
    const cy = rng.range(-0.1 * h, 1.1 * h);
    const id = `o${i}`;
    defs += linearGradient(id, mix(color, '#ffffff', 0.35), color, rng.range(30, 120));
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id})" opacity="${n(rng.range(0.6, 0.95))}"/>`;
  }
  const ring = rng.pick(p.colors.slice(0, 3));
  body += `<circle cx="${n(rng.range(0.2, 0.8) * w)}" cy="${n(rng.range(0.2, 0.8) * h)}" r="${n(rng.range(0.08, 0.16) * Math.min(w, h) * 2)}" fill="none" stroke="${ring}" stroke-width="${n(rng.range(6, 14))}" opacity="0.8"/>`;
  body += dotGrid(rng.range(0.05, 0.75) * w, rng.range(0.08, 0.7) * h, 6, 4, 22, 4, p.colors[2] as string, 0.7);
  return { defs, body };
};

const hills: Composition = (rng, p, w, h) => {
  let body = '';
  const sunColor = rng.pick([p.colors[3], p.colors[4], p.colors[1]] as string[]);
  body += `<circle cx="${n(rng.range(0.15, 0.85) * w)}" cy="${n(rng.range(0.2, 0.38) * h)}" r="${n(rng.range(0.1, 0.16) * Math.max(w, h) * 0.6)}" fill="${sunColor}" opacity="0.9"/>`;
  const layers = 4;
  const order = [p.colors[2], p.colors[1], p.colors[0], p.colors[4]] as string[];
  for (let l = 0; l < layers; l++) {
    const base = h * (0.42 + l * 0.14);
    const amp = h * rng.range(0.03, 0.08);
    const f1 = rng.range(1.2, 3.2) * ((Math.PI * 2) / w);
    const f2 = rng.range(3, 6) * ((Math.PI * 2) / w);
    const ph1 = rng.range(0, Math.PI * 2);
    const ph2 = rng.range(0, Math.PI * 2);
    let d = `M0 ${h}`;
    for (let x = 0; x <= w; x += w / 48) {
      const y = base + amp * Math.sin(f1 * x + ph1) + amp * 0.35 * Math.sin(f2 * x + ph2);
      d += `L${n(x)} ${n(y)}`;
    }
    d += `L${w} ${h}Z`;
    body += `<path d="${d}" fill="${order[l]}" opacity="${n(0.75 + l * 0.08)}"/>`;
  }
  return { defs: '', body };
};

const bauhaus: Composition = (rng, p, w, h) => {
  const rows = rng.pick([3, 4]);
  const cell = h / rows;
  const cols = Math.ceil(w / cell);
  const offsetX = (w - cols * cell) / 2;
  const colors = p.colors.slice(0, 6);
  let body = '';
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x = offsetX + c * cell;
      const y = r * cell;
      const bg = rng.pick(colors);
      let fg = rng.pick(colors);
      if (fg === bg) fg = colors[(colors.indexOf(bg) + 2) % colors.length] as string;
      body += `<rect x="${n(x)}" y="${n(y)}" width="${n(cell + 0.5)}" height="${n(cell + 0.5)}" fill="${bg}"/>`;
      const kind = rng.int(0, 5);
      const corner = rng.int(0, 3);
      if (kind === 0) {
        body += `<path d="${quarterCircle(x, y, cell, corner)}" fill="${fg}"/>`;
      } else if (kind === 1) {
        body += `<circle cx="${n(x + cell / 2)}" cy="${n(y + cell / 2)}" r="${n(cell * 0.36)}" fill="${fg}"/>`;
      } else if (kind === 2) {
        const pts =
          corner % 2 === 0
            ? `${n(x)},${n(y)} ${n(x + cell)},${n(y + cell)} ${n(x)},${n(y + cell)}`
            : `${n(x + cell)},${n(y)} ${n(x + cell)},${n(y + cell)} ${n(x)},${n(y + cell)}`;
        body += `<polygon points="${pts}" fill="${fg}"/>`;
      } else if (kind === 3) {
        // half circle sitting on the cell's bottom edge
        body += `<path d="M${n(x)} ${n(y + cell)}A${n(cell / 2)} ${n(cell / 2)} 0 0 1 ${n(x + cell)} ${n(y + cell)}Z" fill="${fg}"/>`;
      } else if (kind === 4) {
        body += `<circle cx="${n(x + cell / 2)}" cy="${n(y + cell / 2)}" r="${n(cell * 0.3)}" fill="none" stroke="${fg}" stroke-width="${n(cell * 0.1)}"/>`;
      }
    }
  }
  return { defs: '', body };
};

const bands: Composition = (rng, p, w, h) => {
  const angle = rng.range(-35, 35);
  let body = `<g transform="rotate(${n(angle)} ${n(w / 2)} ${n(h / 2)})">`;
  let x = -w;
  while (x < 2 * w) {
    const width = rng.range(40, 150);
    if (rng.chance(0.75)) {
      body += `<rect x="${n(x)}" y="${n(-h)}" width="${n(width)}" height="${n(3 * h)}" fill="${rng.pick(p.colors.slice(0, 5))}" opacity="${n(rng.range(0.55, 0.95))}"/>`;
    }
    x += width + rng.range(0, 40);
  }
  body += '</g>';
  const r = rng.range(0.22, 0.34) * Math.min(w, h) * 1.4;
  body += `<circle cx="${n(rng.range(0.25, 0.75) * w)}" cy="${n(rng.range(0.3, 0.7) * h)}" r="${n(r)}" fill="${p.colors[5]}" opacity="0.92"/>`;
  body += `<circle cx="${n(rng.range(0.2, 0.8) * w)}" cy="${n(rng.range(0.2, 0.8) * h)}" r="${n(r * 0.35)}" fill="${rng.pick(p.colors.slice(0, 4))}"/>`;
  return { defs: '', body };
};

const rings: Composition = (rng, p, w, h) => {
  const cx = rng.pick([0, w, rng.range(0.3, 0.7) * w]);
  const cy = rng.pick([0, h, rng.range(0.3, 0.7) * h]);
  let body = '';
  const maxR = Math.hypot(w, h);
  let r = rng.range(30, 70);
  let i = 0;
  while (r < maxR) {
    const sw = rng.range(18, 44);
    body += `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${p.colors[i % 4]}" stroke-width="${n(sw)}" opacity="${n(rng.range(0.6, 0.95))}"/>`;
    r += sw + rng.range(30, 80);
    i += 1;
  }
  for (let k = 0; k < 3; k++) {
    body += `<circle cx="${n(rng.range(0.1, 0.9) * w)}" cy="${n(rng.range(0.1, 0.9) * h)}" r="${n(rng.range(10, 26))}" fill="${p.colors[5]}"/>`;
  }
  return { defs: '', body };
};

const blobs: Composition = (rng, p, w, h) => {
  let defs = '';
  let body = '';
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i++) {
    const color = p.colors[i % 5] as string;
    const id = `b${i}`;
    defs += linearGradient(id, color, mix(color, '#ffffff', 0.3), rng.range(0, 180));
    const r = rng.range(0.14, 0.3) * Math.max(w, h);
    body += `<path d="${blobPath(rng, rng.range(0, 1) * w, rng.range(0, 1) * h, r)}" fill="url(#${id})" opacity="${n(rng.range(0.65, 0.95))}"/>`;
  }
  body += dotGrid(rng.range(0.55, 0.85) * w, rng.range(0.1, 0.6) * h, 5, 5, 24, 4.5, p.colors[2] as string, 0.75);
  body += `<circle cx="${n(rng.range(0.1, 0.4) * w)}" cy="${n(rng.range(0.55, 0.85) * h)}" r="${n(rng.range(28, 60))}" fill="none" stroke="${p.colors[0]}" stroke-width="8"/>`;
  return { defs, body };
};

/** Weighted: the calmer compositions appear more often than the busy ones. */
const COMPOSITIONS: Composition[] = [orbs, orbs, hills, hills, blobs, blobs, bands, bands, bauhaus, rings];

function abstractArt(seed: string, palette: Palette, w: number, h: number, compositionIndex?: number): string {
  const rng = new Rng(seed);
  const composition = COMPOSITIONS[compositionIndex ?? hash(`${seed}#style`) % COMPOSITIONS.length] as Composition;
  const { defs, body } = composition(rng, palette, w, h);
  const bgDefs = linearGradient('bg', palette.bg[0], palette.bg[1], rng.range(20, 160));
  return svgDoc(w, h, bgDefs + defs, `<rect width="${w}" height="${h}" fill="url(#bg)"/>${body}`);
}

// ---------------------------------------------------------------------------------------------
// Product still life: soft backdrop, a plinth, one to three simple solids with gentle shading

function productArt(name: string): string {
  const rng = new Rng(`product:${name}`);
  const p = PALETTES[categoryFor(name)];
  const W = 600;
  const H = 600;
  const main = rng.pick(p.colors.slice(0, 3));
  const accent = rng.pick([p.colors[3], p.colors[4], p.colors[1]] as string[]);
  const floorY = 430;
  let defs = linearGradient('bg', mix(p.bg[0], '#ffffff', 0.4), p.bg[1], 90);
  defs += linearGradient('floor', p.bg[1], mix(p.bg[1], main, 0.18), 90);
  defs += `<filter id="soft" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="14"/></filter>`;
  defs += `<radialGradient id="sphere" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="${mix(accent, '#ffffff', 0.55)}"/><stop offset="1" stop-color="${mix(accent, '#000000', 0.12)}"/></radialGradient>`;
  defs += `<linearGradient id="side" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${mix(main, '#ffffff', 0.3)}"/><stop offset="0.55" stop-color="${main}"/><stop offset="1" stop-color="${mix(main, '#000000', 0.25)}"/></linearGradient>`;

  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  body += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floor)"/>`;
  // Large faint circle behind the object for depth.
  body += `<circle cx="${n(rng.range(220, 380))}" cy="${n(rng.range(200, 280))}" r="${n(rng.range(150, 210))}" fill="${mix(p.bg[0], '#ffffff', 0.6)}" opacity="0.8"/>`;

  const kind = rng.int(0, 3);
  const cx = rng.range(270, 330);
  const shadow = (x: number, rx: number) =>
    `<ellipse cx="${n(x)}" cy="${n(floorY + 18)}" rx="${n(rx)}" ry="18" fill="#000000" opacity="0.16" filter="url(#soft)"/>`;

  if (kind === 0) {
    // cylinder
    const rx = rng.range(80, 115);
    const hgt = rng.range(170, 250);
    const top = floorY - hgt;
    body += shadow(cx + 20, rx + 20);
    body += `<path d="M${n(cx - rx)} ${n(top)}L${n(cx - rx)} ${n(floorY)}A${n(rx)} ${n(rx * 0.28)} 0 0 0 ${n(cx + rx)} ${n(floorY)}L${n(cx + rx)} ${n(top)}Z" fill="url(#side)"/>`;
    body += `<ellipse cx="${n(cx)}" cy="${n(top)}" rx="${n(rx)}" ry="${n(rx * 0.28)}" fill="${mix(main, '#ffffff', 0.45)}"/>`;
    body += `<rect x="${n(cx - rx)}" y="${n(top + hgt * 0.45)}" width="${n(rx * 2)}" height="${n(hgt * 0.12)}" fill="${accent}" opacity="0.85"/>`;
  } else if (kind === 1) {
    // box in soft isometric view
    const s = rng.range(110, 150);
    const hgt = rng.range(120, 200);
    const top = floorY - hgt;
    body += shadow(cx + 30, s + 40);
    body += `<polygon points="${n(cx - s)},${n(top)} ${n(cx)},${n(top + s * 0.35)} ${n(cx)},${n(floorY + s * 0.0)} ${n(cx - s)},${n(floorY - s * 0.35)}" fill="${main}"/>`;
    body += `<polygon points="${n(cx)},${n(top + s * 0.35)} ${n(cx + s)},${n(top)} ${n(cx + s)},${n(floorY - s * 0.35)} ${n(cx)},${n(floorY)}" fill="${mix(main, '#000000', 0.22)}"/>`;
    body += `<polygon points="${n(cx - s)},${n(top)} ${n(cx)},${n(top - s * 0.35)} ${n(cx + s)},${n(top)} ${n(cx)},${n(top + s * 0.35)}" fill="${mix(main, '#ffffff', 0.4)}"/>`;
    body += `<polygon points="${n(cx - s * 0.8)},${n(top + hgt * 0.35)} ${n(cx - s * 0.2)},${n(top + hgt * 0.35 + s * 0.21)} ${n(cx - s * 0.2)},${n(top + hgt * 0.55 + s * 0.21)} ${n(cx - s * 0.8)},${n(top + hgt * 0.55)}" fill="${accent}" opacity="0.9"/>`;
  } else if (kind === 2) {
    // arch / rounded slab
    const wdt = rng.range(170, 230);
    const hgt = rng.range(230, 290);
    const top = floorY - hgt;
    body += shadow(cx + 20, wdt / 2 + 30);
    body += `<path d="M${n(cx - wdt / 2)} ${n(floorY)}L${n(cx - wdt / 2)} ${n(top + wdt / 2)}A${n(wdt / 2)} ${n(wdt / 2)} 0 0 1 ${n(cx + wdt / 2)} ${n(top + wdt / 2)}L${n(cx + wdt / 2)} ${n(floorY)}Z" fill="url(#side)"/>`;
    body += `<circle cx="${n(cx)}" cy="${n(top + wdt / 2)}" r="${n(wdt * 0.22)}" fill="${accent}" opacity="0.9"/>`;
  } else {
    // stacked discs
    const rx = rng.range(110, 150);
    body += shadow(cx + 20, rx + 30);
    const discs = rng.int(3, 4);
    for (let i = 0; i < discs; i++) {
      const y = floorY - i * 48;
      const r = rx * (1 - i * 0.12);
      const col = i % 2 === 0 ? main : accent;
      body += `<path d="M${n(cx - r)} ${n(y - 34)}L${n(cx - r)} ${n(y)}A${n(r)} ${n(r * 0.3)} 0 0 0 ${n(cx + r)} ${n(y)}L${n(cx + r)} ${n(y - 34)}Z" fill="${mix(col, '#000000', 0.15)}"/>`;
      body += `<ellipse cx="${n(cx)}" cy="${n(y - 34)}" rx="${n(r)}" ry="${n(r * 0.3)}" fill="${mix(col, '#ffffff', 0.25)}"/>`;
    }
  }

  // A companion sphere resting on the floor.
  if (rng.chance(0.8)) {
    const r = rng.range(38, 62);
    const sx = rng.chance(0.5) ? rng.range(90, 150) : rng.range(450, 510);
    body += `<ellipse cx="${n(sx + 8)}" cy="${n(floorY + 8)}" rx="${n(r * 1.1)}" ry="10" fill="#000000" opacity="0.14" filter="url(#soft)"/>`;
    body += `<circle cx="${n(sx)}" cy="${n(floorY - r + 6)}" r="${n(r)}" fill="url(#sphere)"/>`;
  }
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Ebook covers: abstract art on top, a calm band with abstract "title" bars below, a spine shade

function ebookCoverArt(name: string): string {
  const W = 600;
  const H = 800;
  const p = PALETTES[categoryFor(name)];
  const rng = new Rng(`ebook:${name}`);
  const artH = 560;
  const art = abstractArt(`ebook:${name}`, p, W, artH);
  const inner = art.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
  const band = p.colors[rng.pick([0, 2])] as string;
  const light = p.colors[5] as string;
  let body = `<svg x="0" y="0" width="${W}" height="${artH}" viewBox="0 0 ${W} ${artH}">${inner}</svg>`;
  body += `<rect y="${artH}" width="${W}" height="${H - artH}" fill="${band}"/>`;
  body += `<rect x="60" y="${artH + 58}" width="${n(rng.range(300, 420))}" height="22" rx="11" fill="${light}"/>`;
  body += `<rect x="60" y="${artH + 96}" width="${n(rng.range(180, 280))}" height="22" rx="11" fill="${light}" opacity="0.8"/>`;
  body += `<rect x="60" y="${artH + 160}" width="90" height="6" rx="3" fill="${p.colors[3]}"/>`;
  body += `<circle cx="${W - 80}" cy="${artH + 170}" r="20" fill="none" stroke="${light}" stroke-width="5" opacity="0.9"/>`;
  body += `<rect width="26" height="${H}" fill="url(#spine)"/>`;
  const defs = `<linearGradient id="spine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000000" stop-opacity="0.28"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>`;
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Placeholders and the default social card

function placeholderArt(w: number, h: number): string {
  const s = Math.min(w, h) * 0.34;
  const x = w / 2 - s * 0.65;
  const y = h / 2 - s / 2;
  const stroke = '#aab4c2';
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<rect x="${n(x)}" y="${n(y)}" width="${n(s * 1.3)}" height="${n(s)}" rx="${n(s * 0.1)}" fill="none" stroke="${stroke}" stroke-width="${n(s * 0.05)}"/>` +
    `<circle cx="${n(x + s * 0.92)}" cy="${n(y + s * 0.3)}" r="${n(s * 0.1)}" fill="${stroke}"/>` +
    `<polyline points="${n(x + s * 0.12)},${n(y + s * 0.82)} ${n(x + s * 0.45)},${n(y + s * 0.45)} ${n(x + s * 0.7)},${n(y + s * 0.7)} ${n(x + s * 0.88)},${n(y + s * 0.55)} ${n(x + s * 1.18)},${n(y + s * 0.82)}" fill="none" stroke="${stroke}" stroke-width="${n(s * 0.05)}" stroke-linejoin="round" stroke-linecap="round"/>`;
  return svgDoc(w, h, linearGradient('bg', '#f1f3f6', '#dfe4eb', 60), body);
}

function ogArt(): string {
  const W = 1200;
  const H = 630;
  const rng = new Rng('og-default');
  const rows = 3;
  const cell = H / rows;
  const cols = Math.ceil(W / cell);
  const offsetX = (W - cols * cell) / 2;
  const main = CATEGORY_KEYS.map((key) => PALETTES[key].colors[0] as string);
  const soft = CATEGORY_KEYS.map((key) => PALETTES[key].bg[1]);
  let body = `<rect width="${W}" height="${H}" fill="#fbf8f3"/>`;
  let k = 0;
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const x = offsetX + c * cell;
      const y = r * cell;
      const i = (k++ * 3 + rng.int(0, 7)) % main.length;
      const bg = rng.chance(0.5) ? (soft[i] as string) : '#fbf8f3';
      body += `<rect x="${n(x)}" y="${n(y)}" width="${n(cell + 0.5)}" height="${n(cell + 0.5)}" fill="${bg}"/>`;
      const fg = main[(i + rng.int(0, 2)) % main.length] as string;
      const kind = rng.int(0, 3);
      const corner = rng.int(0, 3);
      if (kind === 0) {
        body += `<path d="${quarterCircle(x, y, cell, corner)}" fill="${fg}"/>`;
      } else if (kind === 1) {
        body += `<circle cx="${n(x + cell / 2)}" cy="${n(y + cell / 2)}" r="${n(cell * 0.34)}" fill="${fg}"/>`;
      } else if (kind === 2) {
        body += `<path d="M${n(x)} ${n(y + cell)}A${n(cell / 2)} ${n(cell / 2)} 0 0 1 ${n(x + cell)} ${n(y + cell)}Z" fill="${fg}"/>`;
      } else {
        body += `<circle cx="${n(x + cell / 2)}" cy="${n(y + cell / 2)}" r="${n(cell * 0.28)}" fill="none" stroke="${fg}" stroke-width="${n(cell * 0.09)}"/>`;
      }
    }
  }
  // A calm central panel so text-based cards laid over it stay legible.
  body += `<rect x="330" y="205" width="540" height="220" rx="28" fill="#fbf8f3"/>`;
  body += `<circle cx="420" cy="315" r="44" fill="${main[0]}"/><circle cx="452" cy="315" r="44" fill="${main[1]}" opacity="0.85"/>`;
  body += `<rect x="530" y="282" width="260" height="22" rx="11" fill="#2b2f36"/>`;
  body += `<rect x="530" y="322" width="180" height="16" rx="8" fill="#8a919c"/>`;
  return svgDoc(W, H, '', body);
}

// ---------------------------------------------------------------------------------------------
// Audio: a gentle pentatonic chime over a soft drone, written as 16-bit PCM WAV by hand

const SAMPLE_RATE = 16000;

function synthChime(seed: string, seconds: number): Int16Array {
  const rng = new Rng(`audio:${seed}`);
  const total = Math.round(seconds * SAMPLE_RATE);
  const mixBuf = new Float64Array(total);
  const rootMidi = rng.pick([57, 58, 60, 62, 63]);
  const freq = (midi: number) => 440 * 2 ** ((midi - 69) / 12);
  const scale = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21];

  // Soft drone on the root and fifth, one octave down, with a slow swell.
  const droneA = freq(rootMidi - 12);
  const droneB = freq(rootMidi - 5);
  for (let i = 0; i < total; i++) {
    const t = i / SAMPLE_RATE;
    const swell = 0.75 + 0.25 * Math.sin(2 * Math.PI * 0.15 * t);
    mixBuf[i] = swell * (0.06 * Math.sin(2 * Math.PI * droneA * t) + 0.035 * Math.sin(2 * Math.PI * droneB * t));
  }

  const addNote = (start: number, midi: number, velocity: number) => {
    const f = freq(midi);
    const from = Math.round(start * SAMPLE_RATE);
    const to = Math.min(total, from + Math.round(3.5 * SAMPLE_RATE));
    for (let i = from; i < to; i++) {
      const dt = (i - from) / SAMPLE_RATE;
      const attack = dt < 0.01 ? dt / 0.01 : 1;
      const env = attack * Math.exp(-dt / 1.1);
      const tone =
        Math.sin(2 * Math.PI * f * dt) +
        0.35 * Math.exp(-dt / 0.6) * Math.sin(2 * Math.PI * 2.01 * f * dt) +
        0.12 * Math.exp(-dt / 0.25) * Math.sin(2 * Math.PI * 3.98 * f * dt);
      mixBuf[i] = (mixBuf[i] as number) + velocity * env * tone * 0.32;
    }
  };

  let degree = rng.int(2, 5);
  let t = 0.5;
  while (t < seconds - 2.6) {
    degree = Math.max(0, Math.min(scale.length - 1, degree + rng.pick([-2, -1, -1, 1, 1, 2, 0])));
    addNote(t, rootMidi + (scale[degree] as number), rng.range(0.55, 0.9));
    if (rng.chance(0.25) && degree >= 2) addNote(t, rootMidi + (scale[degree - 2] as number), 0.35);
    t += rng.pick([0.45, 0.6, 0.6, 0.75, 0.9, 1.2]);
  }
  // A closing chord that rings into the fade-out.
  addNote(t, rootMidi, 0.7);
  addNote(t + 0.04, rootMidi + 7, 0.5);
  addNote(t + 0.08, rootMidi + 16, 0.4);

  // Fades, then normalise to a comfortable peak.
  const fadeIn = 0.6 * SAMPLE_RATE;
  const fadeOut = 2.0 * SAMPLE_RATE;
  let peak = 0;
  for (let i = 0; i < total; i++) {
    let g = 1;
    if (i < fadeIn) g = 0.5 - 0.5 * Math.cos((Math.PI * i) / fadeIn);
    const left = total - 1 - i;
    if (left < fadeOut) g *= 0.5 - 0.5 * Math.cos((Math.PI * left) / fadeOut);
    const v = (mixBuf[i] as number) * g;
    mixBuf[i] = v;
    peak = Math.max(peak, Math.abs(v));
  }
  const scaleTo = peak > 0 ? 0.6 / peak : 1;
  const pcm = new Int16Array(total);
  for (let i = 0; i < total; i++) pcm[i] = Math.round((mixBuf[i] as number) * scaleTo * 32767);
  return pcm;
}

function wavFile(pcm: Int16Array, sampleRate: number): Buffer {
  const dataBytes = pcm.length * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buf.writeUInt16LE(2, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(dataBytes, 40);
  for (let i = 0; i < pcm.length; i++) buf.writeInt16LE(pcm[i] as number, 44 + i * 2);
  return buf;
}

// ---------------------------------------------------------------------------------------------
// Output

const written: Array<{ path: string; bytes: number }> = [];

async function save(publicPath: string, data: Buffer, budget: number): Promise<void> {
  if (!publicPath.startsWith('/sample/')) throw new Error(`Refusing to write outside /sample/: ${publicPath}`);
  const file = join(PUBLIC_DIR, publicPath);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, data);
  if (data.length > budget) throw new Error(`${publicPath} is ${data.length} bytes, over the ${budget}-byte budget`);
  written.push({ path: publicPath, bytes: data.length });
}

/** Each image's size and resized copies, by its public path: written to SAMPLE_IMAGES_MODULE. */
const sampleImages: Record<string, SampleImage> = {};
const SAMPLE_IMAGES_MODULE = join(ROOT, 'functions/seed/sample-images.ts');

/** Saves an image and, beside it, the copies an upload of it would get. */
async function saveImage(publicPath: string, data: Buffer, budget: number): Promise<void> {
  await save(publicPath, data, budget);
  const { width, height } = await sharp(data).metadata();
  if (!width || !height) throw new Error(`${publicPath} has no size`);
  const variants: SampleImage['variants'] = [];
  for (const copy of await resizedCopies(data, width)) {
    const copyPath = publicPath.replace(/\.webp$/, `-${copy.width}.webp`);
    await save(copyPath, copy.data, budget);
    variants.push({ url: copyPath, width: copy.width, height: copy.height });
  }
  sampleImages[publicPath] = { width, height, variants };
}

async function writeSampleImagesModule(): Promise<void> {
  const entries = Object.keys(sampleImages)
    .sort()
    .map((key) => `  ${JSON.stringify(key)}: ${JSON.stringify(sampleImages[key])},`);
  const source = [
    '// Generated by scripts/generate-sample-art.ts: the shipped sample images, their sizes and resized copies.',
    "import type { SampleImage } from './types.ts';",
    '',
    'export const SAMPLE_IMAGES: Readonly<Record<string, SampleImage>> = {',
    ...entries,
    '};',
  ].join('\n');
  // Formatted as the repository's own files are, so running the script again changes nothing.
  const options = await prettier.resolveConfig(SAMPLE_IMAGES_MODULE);
  await writeFile(SAMPLE_IMAGES_MODULE, await prettier.format(source, { ...options, filepath: SAMPLE_IMAGES_MODULE }));
}

const baseName = (publicPath: string) => (publicPath.split('/').pop() as string).replace(/\.[a-z0-9]+$/i, '');

async function webp(svg: string, quality: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
}

/** Encodes at `quality`, stepping down a little if a busy composition would exceed the budget. */
async function webpWithin(svg: string, quality: number, budget: number): Promise<Buffer> {
  let q = quality;
  let out = await webp(svg, q);
  while (out.length > budget && q > 45) {
    q -= 5;
    out = await webp(svg, q);
  }
  return out;
}

async function main(): Promise<void> {
  // Article featured images.
  for (const article of sampleArticles) {
    if (!article.imagem_destaque_url) continue;
    const svg = abstractArt(article.slug, PALETTES[article.categoria], 1200, 630);
    await saveImage(article.imagem_destaque_url, await webpWithin(svg, 70, BUDGET.article), BUDGET.article);
  }

  // Product images: every path used by related products and by the feed.
  const feed = JSON.parse(await readFile(join(ROOT, 'functions/seed/products-feed.json'), 'utf8')) as FeedProduct[];
  const productPaths = new Set<string>();
  for (const article of sampleArticles) {
    for (const product of article.related_products) if (product.imagem_url) productPaths.add(product.imagem_url);
  }
  for (const product of feed) productPaths.add(product.Imagem);
  for (const productPath of [...productPaths].sort()) {
    if (MISSING_ON_PURPOSE.has(productPath)) continue;
    const svg = productArt(baseName(productPath));
    await saveImage(productPath, await webpWithin(svg, 70, BUDGET.product), BUDGET.product);
  }

  // Ebook covers.
  for (const ebook of sampleEbooks) {
    if (!ebook.cover_image_url) continue;
    const svg = ebookCoverArt(baseName(ebook.cover_image_url));
    await saveImage(ebook.cover_image_url, await webpWithin(svg, 72, BUDGET.ebook), BUDGET.ebook);
  }

  // Placeholders and the social card.
  await save('/sample/placeholder-article.webp', await webp(placeholderArt(1200, 630), 70), BUDGET.article);
  await save('/sample/placeholder-product.webp', await webp(placeholderArt(600, 600), 70), BUDGET.product);
  const og = await sharp(Buffer.from(ogArt())).png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 }).toBuffer();
  await save('/sample/og-default.png', og, BUDGET.og);

  // Audio.
  for (const article of sampleArticles) {
    if (!article.audio_url) continue;
    await save(article.audio_url, wavFile(synthChime(article.slug, 10), SAMPLE_RATE), BUDGET.audio);
  }

  await writeSampleImagesModule();

  const totalBytes = written.reduce((sum, f) => sum + f.bytes, 0);
  for (const f of written) console.log(`${(f.bytes / 1024).toFixed(1).padStart(7)} KB  ${f.path}`);
  console.log(`${written.length} files, ${(totalBytes / 1024).toFixed(1)} KB in total`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
