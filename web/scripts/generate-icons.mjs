// Draws the installable app's icons and the default link-preview image from the logo mark
// (src/features/shell/components/logo.tsx) in the brand colour, into web/public. Run it once after
// changing the mark or the colour, and commit the PNGs:
//   node web/scripts/generate-icons.mjs
// sharp comes from the BFF's dependencies (the web package does not need it at run time).
import { createRequire } from 'node:module';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const require = createRequire(new URL('../../bff/package.json', import.meta.url));
const sharp = require('sharp');

export const BRAND = '#0B7A75';
export const BRAND_DARK = '#075E5A';
/** The house of the logo mark, on its 32 × 32 grid. */
const HOUSE = 'M16 6.5 6.5 15h3v10h5.2v-6h2.6v6h5.2V15h3z';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** The logo mark as in the header: a rounded square with the house, transparent corners. */
const mark = (
  size,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="9" fill="${BRAND}"/>
  <path d="${HOUSE}" fill="#fff"/>
</svg>`;

/**
 * Full-bleed brand square with the house scaled to `scale` of the side, centred: the platform
 * cuts its own shape (maskable icons keep their content inside the central 80 % circle).
 */
const fullBleed = (size, scale) => {
  const s = scale;
  const offset = (32 - 32 * s) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" fill="${BRAND}"/>
  <path d="${HOUSE}" fill="#fff" transform="translate(${offset} ${offset + 0.4 * s}) scale(${s})"/>
</svg>`;
};

/** 1200 × 630, the size link previews (Open Graph, X large cards) show best. */
const shareImage = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${BRAND}"/>
      <stop offset="1" stop-color="${BRAND_DARK}"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g transform="translate(190 195) scale(7.5)">
    <rect width="32" height="32" rx="9" fill="#fff"/>
    <path d="${HOUSE}" fill="${BRAND}"/>
  </g>
  <text x="480" y="370" font-family="Liberation Sans, DejaVu Sans, Arial, sans-serif" font-size="160" font-weight="700" fill="#fff" letter-spacing="-4">arrendo</text>
</svg>`;

const png = (svg) => sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: false });

const outputs = [
  ['icons/icon-192.png', png(mark(192))],
  ['icons/icon-512.png', png(mark(512))],
  ['icons/icon-maskable-512.png', png(fullBleed(512, 0.62))],
  ['icons/apple-touch-icon.png', png(fullBleed(180, 0.7))],
  ['og-default.png', png(shareImage)],
];

/**
 * A Windows icon file holding PNG images (every browser reads PNG inside .ico): what browsers ask
 * for at /favicon.ico when a document names no icon (robots.txt, an image, a JSON answer).
 */
export function icoFromPngs(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width (0 means 256)
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.data)]);
}

mkdirSync(new URL('../public/icons/', import.meta.url), { recursive: true });
for (const [name, image] of outputs) {
  const { data, info } = await image.toBuffer({ resolveWithObject: true });
  writeFileSync(publicDir + name, data);
  console.log(`${name}: ${info.width}×${info.height}, ${data.length} bytes`);
}
writeFileSync(
  publicDir + 'favicon.svg',
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="9" fill="${BRAND}"/><path d="${HOUSE}" fill="#fff"/></svg>\n`,
);
console.log('favicon.svg');

const icoImages = [];
for (const size of [16, 32, 48]) icoImages.push({ size, data: await png(mark(size)).toBuffer() });
const ico = icoFromPngs(icoImages);
writeFileSync(publicDir + 'favicon.ico', ico);
console.log(`favicon.ico: 16, 32 and 48 px, ${ico.length} bytes`);
