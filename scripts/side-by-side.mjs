// Before/after pictures for docs/screenshots (issue 24): puts two shots of the same page side by side, each
// labelled, at half size for the laptop width. The shots come from e2e/visual/screenshots.spec.ts run with
// SCREENSHOTS_DIR set, once on the old commit's build and once on the new one's.
//   node scripts/side-by-side.mjs <before-dir> <after-dir> <out-dir> "<before label>"
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [beforeDir, afterDir, outDir, beforeLabel = 'Before'] = process.argv.slice(2);
if (!beforeDir || !afterDir || !outDir) {
  console.error('usage: node scripts/side-by-side.mjs <before-dir> <after-dir> <out-dir> [before label]');
  process.exit(2);
}
const NAMES = ['dashboard', 'admin', 'qr-recording-step-5', 'validate', 'home'];
// [shot width, column width, visible height]: the phone at full size, the laptop at half.
const LAYOUTS = [
  [390, 390, 1500],
  [1366, 683, 700],
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
const page = await browser.newPage({ deviceScaleFactor: 1 });
const image = (dir, file) => `data:image/png;base64,${readFileSync(join(dir, file)).toString('base64')}`;
for (const name of NAMES) {
  for (const [width, column, height] of LAYOUTS) {
    const file = `${name}-${width}.png`;
    const cell = (dir, label) =>
      `<figure style="margin:0;width:${column}px"><figcaption style="font:600 16px sans-serif;padding:6px 0">` +
      `${label}, ${width} px</figcaption><div style="height:${height}px;overflow:hidden;border:1px solid #91a3b0">` +
      `<img src="${image(dir, file)}" style="width:${column}px;display:block"></div></figure>`;
    await page.setViewportSize({ width: column * 2 + 48, height: height + 60 });
    await page.setContent(
      `<body style="margin:0;padding:12px;display:flex;gap:24px;background:#fff">` +
        `${cell(beforeDir, beforeLabel)}${cell(afterDir, 'After')}</body>`,
    );
    const out = join(outDir, file);
    await page.screenshot({ path: out, fullPage: true });
    console.log(out, `${Math.round(statSync(out).size / 1024)} KB`);
  }
}
await browser.close();
