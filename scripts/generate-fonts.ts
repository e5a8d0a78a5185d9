/**
 * Cuts the site's web fonts from the Fontsource packages into src/styles/fonts/: the Latin
 * characters, weights 400–700, Fraunces at one optical size (scripts/fonts/font-files.ts,
 * docs/decisions/038). HarfBuzz's subsetter (through subset-font) does the instancing; the
 * licence name records (13, 14) stay in each file. The output is the same bytes on every run.
 *
 * Run from the repository root:  npx tsx scripts/generate-fonts.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { WEB_FONT_FILES, latinText, type WebFontFile } from './fonts/font-files.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const FONTS_DIR = join(ROOT, 'src/styles/fonts');

/** The font file `file` describes, made from its Fontsource source. */
export async function cutFont(file: WebFontFile): Promise<Buffer> {
  const source = await readFile(createRequire(import.meta.url).resolve(file.source));
  return subsetFont(source, latinText(), {
    targetFormat: 'woff2',
    preserveNameIds: [13, 14],
    variationAxes: file.axes,
  });
}

async function main(): Promise<void> {
  for (const file of WEB_FONT_FILES) {
    const font = await cutFont(file);
    await writeFile(join(FONTS_DIR, file.output), font);
    console.log(`${file.output.padEnd(30)} ${(font.length / 1024).toFixed(1)} KB`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
