/**
 * Draws the academy's mark (a green sprout) into every icon the PWA needs, with no image tool:
 * shapes are tested per sub-pixel, the pixels are written as PNG through zlib, the favicon as
 * ICO and SVG. The output is committed; run `npx tsx scripts/generate-icons.ts` after a change.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { BRAND } from './lib/brand';

type Rgb = [number, number, number];
type Point = readonly [number, number];

function hexToRgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A leaf is the lens between two circles through its base and its tip (a vesica). */
interface Leaf {
  base: Point;
  tip: Point;
}

/** The mark in a unit square; each icon scales it around the centre. */
const STEM: { from: Point; to: Point; width: number } = { from: [0.5, 0.84], to: [0.5, 0.42], width: 0.07 };
const LEAVES: Leaf[] = [
  { base: [0.5, 0.6], tip: [0.16, 0.36] },
  { base: [0.5, 0.44], tip: [0.86, 0.16] },
];
/** Lens width as a share of its length: circles of radius 0.625 L centred 0.375 L off the axis. */
const LEAF_RADIUS = 0.625;
const LEAF_OFFSET = 0.375;

function leafCircles(leaf: Leaf): { centres: [Point, Point]; radius: number } {
  const [bx, by] = leaf.base;
  const [tx, ty] = leaf.tip;
  const length = Math.hypot(tx - bx, ty - by);
  const nx = -(ty - by) / length;
  const ny = (tx - bx) / length;
  const mx = (bx + tx) / 2;
  const my = (by + ty) / 2;
  const off = LEAF_OFFSET * length;
  return {
    centres: [
      [mx + nx * off, my + ny * off],
      [mx - nx * off, my - ny * off],
    ],
    radius: LEAF_RADIUS * length,
  };
}

function inLeaf(x: number, y: number, leaf: Leaf): boolean {
  const { centres, radius } = leafCircles(leaf);
  return centres.every(([cx, cy]) => (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius);
}

function inStem(x: number, y: number): boolean {
  const [ax, ay] = STEM.from;
  const [bx, by] = STEM.to;
  const t = Math.max(0, Math.min(1, ((x - ax) * (bx - ax) + (y - ay) * (by - ay)) / ((bx - ax) ** 2 + (by - ay) ** 2)));
  const px = ax + t * (bx - ax);
  const py = ay + t * (by - ay);
  return (x - px) ** 2 + (y - py) ** 2 <= (STEM.width / 2) ** 2;
}

function inMark(x: number, y: number): boolean {
  return inStem(x, y) || LEAVES.some((leaf) => inLeaf(x, y, leaf));
}

function inRoundedSquare(x: number, y: number, radius: number): boolean {
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius;
}

interface IconSpec {
  size: number;
  /** Share of the icon the mark spans; maskable icons keep it inside the 80 % safe circle. */
  markScale: number;
  /** Corner radius of the background as a share of the size; 0 = full bleed (maskable, Apple). */
  cornerRadius: number;
}

/** RGBA pixels, 4×4 samples per pixel for smooth edges. */
export function renderIcon({ size, markScale, cornerRadius }: IconSpec): Uint8Array {
  const background = hexToRgb(BRAND.green);
  const foreground = hexToRgb(BRAND.leaf);
  const pixels = new Uint8Array(size * size * 4);
  const samples = 4;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let bg = 0;
      let fg = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const x = (px + (sx + 0.5) / samples) / size;
          const y = (py + (sy + 0.5) / samples) / size;
          if (cornerRadius > 0 && !inRoundedSquare(x, y, cornerRadius)) continue;
          const mx = (x - 0.5) / markScale + 0.5;
          const my = (y - 0.5) / markScale + 0.5;
          if (inMark(mx, my)) fg += 1;
          else bg += 1;
        }
      }
      const covered = bg + fg;
      const offset = (py * size + px) * 4;
      if (covered === 0) continue;
      for (let c = 0; c < 3; c += 1) {
        pixels[offset + c] = Math.round(((background[c] ?? 0) * bg + (foreground[c] ?? 0) * fg) / covered);
      }
      pixels[offset + 3] = Math.round((255 * covered) / (samples * samples));
    }
  }
  return pixels;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** Minimal PNG: RGBA, 8 bits, no interlace, filter 0 on every row. */
export function encodePng(size: number, rgba: Uint8Array): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  const raw = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y += 1) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, rgba.byteOffset + y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}

/** ICO holding one PNG image, which every current browser reads. */
function encodeIco(size: number, png: Buffer): Buffer {
  const head = Buffer.alloc(22);
  head.writeUInt16LE(0, 0);
  head.writeUInt16LE(1, 2);
  head.writeUInt16LE(1, 4);
  head[6] = size;
  head[7] = size;
  head.writeUInt16LE(1, 10);
  head.writeUInt16LE(32, 12);
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(22, 18);
  return Buffer.concat([head, png]);
}

const round = (n: number) => Math.round(n * 1000) / 10;

/** The same geometry as vector paths, in a 100×100 view box. */
function markSvg(): string {
  const leaves = LEAVES.map((leaf) => {
    const { radius } = leafCircles(leaf);
    const r = round(radius);
    const [bx, by] = leaf.base.map(round);
    const [tx, ty] = leaf.tip.map(round);
    return `<path d="M${bx} ${by}A${r} ${r} 0 0 1 ${tx} ${ty}A${r} ${r} 0 0 1 ${bx} ${by}Z"/>`;
  }).join('');
  const [fx, fy] = STEM.from.map(round);
  const [tx, ty] = STEM.to.map(round);
  const stem = `<path d="M${fx} ${fy}L${tx} ${ty}" stroke="${BRAND.leaf}" stroke-width="${round(STEM.width)}" stroke-linecap="round"/>`;
  const scale = 0.8;
  const shift = round((1 - scale) / 2);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<rect width="100" height="100" rx="18" fill="${BRAND.green}"/>` +
    `<g transform="translate(${shift} ${shift}) scale(${scale})" fill="${BRAND.leaf}">${leaves}${stem}</g>` +
    `</svg>\n`
  );
}

export const ICONS = [
  { file: 'icons/icon-192.png', size: 192, markScale: 0.8, cornerRadius: 0.18 },
  { file: 'icons/icon-512.png', size: 512, markScale: 0.8, cornerRadius: 0.18 },
  { file: 'icons/icon-maskable-512.png', size: 512, markScale: 0.6, cornerRadius: 0 },
  { file: 'apple-touch-icon.png', size: 180, markScale: 0.7, cornerRadius: 0 },
] as const;

function main() {
  const publicDir = fileURLToPath(new URL('../public/', import.meta.url));
  mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
  for (const icon of ICONS) {
    const png = encodePng(icon.size, renderIcon(icon));
    writeFileSync(path.join(publicDir, icon.file), png);
    console.info(`${icon.file} ${icon.size}×${icon.size} ${png.length} bytes`);
  }
  const favicon = encodeIco(32, encodePng(32, renderIcon({ size: 32, markScale: 0.86, cornerRadius: 0.18 })));
  writeFileSync(path.join(publicDir, 'favicon.ico'), favicon);
  writeFileSync(path.join(publicDir, 'favicon.svg'), markSvg());
  console.info(`favicon.ico ${favicon.length} bytes, favicon.svg`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) main();
