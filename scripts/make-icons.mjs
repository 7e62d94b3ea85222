// `node scripts/make-icons.mjs`: draws the app's PNG icons (shell/public/icons) from their SVGs in
// Chromium, at the sizes the web app manifest names (docs/architecture.md, "Installable").
// The PNGs are checked in; run this again after changing an SVG.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const dir = fileURLToPath(new URL('../shell/public/icons/', import.meta.url));
/** [svg, png, size in px]: `any` icons keep their round shape; the maskable one fills its square (safe zone: the middle 80%). */
const ICONS = [
  ['icon.svg', 'icon-192.png', 192],
  ['icon.svg', 'icon-512.png', 512],
  ['icon-maskable.svg', 'icon-maskable-512.png', 512],
  ['icon-maskable.svg', 'apple-touch-icon.png', 180],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const [svg, png, size] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const markup = readFileSync(dir + svg, 'utf8').replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<html><body style="margin:0;background:transparent">${markup}</body></html>`);
    await page.screenshot({ path: dir + png, omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await page.close();
    console.log(`${png} (${size} px)`);
  }
} finally {
  await browser.close();
}
