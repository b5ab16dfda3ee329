// Draws the app, window and tray icons in static/ from the same design as web/public/favicon.svg
// (pink rounded square, white "K" strokes), so the icons can be regenerated without an image
// editor. Run: node desktop/scripts/draw-icons.mjs
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { crc32, deflateSync } from "node:zlib";

const STATIC = join(dirname(fileURLToPath(import.meta.url)), "..", "static");
const PINK = [0xe6, 0x00, 0x7e];
const WHITE = [0xff, 0xff, 0xff];
const BLACK = [0x00, 0x00, 0x00];
// The favicon's geometry in its 64×64 viewBox.
const CORNER = 16;
const STROKE = 7;
const SEGMENTS = [
  [22, 16, 22, 48],
  [22, 33, 40, 16],
  [28, 28, 42, 48],
];

function inRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, CORNER), 64 - CORNER);
  const cy = Math.min(Math.max(y, CORNER), 64 - CORNER);
  return x >= 0 && y >= 0 && x <= 64 && y <= 64 && (x - cx) ** 2 + (y - cy) ** 2 <= CORNER ** 2;
}

function onStroke(x, y) {
  return SEGMENTS.some(([x1, y1, x2, y2]) => {
    const dx = x2 - x1;
    const dy = y2 - y1;
    const t = Math.min(Math.max(((x - x1) * dx + (y - y1) * dy) / (dx * dx + dy * dy), 0), 1);
    return (x - x1 - t * dx) ** 2 + (y - y1 - t * dy) ** 2 <= (STROKE / 2) ** 2;
  });
}

/** RGBA pixels; `template` draws a black square with the K cut out (macOS menu-bar style). */
function render(size, template) {
  const samples = 4;
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = ((px + (sx + 0.5) / samples) * 64) / size;
          const y = ((py + (sy + 0.5) / samples) * 64) / size;
          if (!inRoundedSquare(x, y)) continue;
          const stroke = onStroke(x, y);
          if (template && stroke) continue;
          const colour = template ? BLACK : stroke ? WHITE : PINK;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const i = (py * size + px) * 4;
      const n = samples * samples;
      pixels[i] = a ? Math.round(r / a) : 0;
      pixels[i + 1] = a ? Math.round(g / a) : 0;
      pixels[i + 2] = a ? Math.round(b / a) : 0;
      pixels[i + 3] = Math.round((a / n) * 255);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function png(size, pixels) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1));
  for (let y = 0; y < size; y++) pixels.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

// 512 px: electron-builder's minimum for macOS and Windows icons; also the Linux window icon.
const icons = [
  ["icon.png", 512, false],
  ["tray.png", 32, false],
  ["tray@2x.png", 64, false],
  ["trayTemplate.png", 16, true],
  ["trayTemplate@2x.png", 32, true],
];
for (const [name, size, template] of icons) writeFileSync(join(STATIC, name), png(size, render(size, template)));
