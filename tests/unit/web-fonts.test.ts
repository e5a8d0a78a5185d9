/**
 * The web fonts the site serves are files cut by scripts/generate-fonts.ts (decision 038). These
 * tests keep the three places that describe them in step: the committed files, the list in
 * scripts/fonts/font-files.ts, and the @font-face rules in global.css; and they check that no
 * stylesheet asks for a weight the files no longer have (the browser would quietly use the
 * nearest one).
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_FILES, WEIGHT_RANGE, latinText, latinUnicodeRange } from '../../scripts/fonts/font-files.ts';
import { FONTS_DIR, cutFont } from '../../scripts/generate-fonts.ts';

const ROOT = join(import.meta.dirname, '../..');
const css = readFileSync(join(ROOT, 'src/styles/global.css'), 'utf8');

interface FontFaceRule {
  family: string;
  style: string;
  weight: string;
  src: string;
  unicodeRange: string;
}

function fontFaceRules(stylesheet: string): FontFaceRule[] {
  return [...stylesheet.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => {
    const value = (name: string) => (body!.match(new RegExp(`${name}:\\s*([^;]+);`))?.[1] ?? '').replace(/\s+/g, ' ').trim();
    return {
      family: value('font-family').replace(/'/g, ''),
      style: value('font-style'),
      weight: value('font-weight'),
      src: value('src'),
      unicodeRange: value('unicode-range'),
    };
  });
}

function filesUnder(dir: string, extensions: string[]): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return filesUnder(full, extensions);
    return extensions.some((extension) => name.endsWith(extension)) ? [full] : [];
  });
}

describe('web fonts', () => {
  it('are the files the generator makes from the Fontsource packages, byte for byte', async () => {
    for (const file of WEB_FONT_FILES) {
      const committed = readFileSync(join(FONTS_DIR, file.output));
      const made = await cutFont(file);
      expect(made.equals(committed), `${file.output}: run npx tsx scripts/generate-fonts.ts`).toBe(true);
    }
  }, 60_000);

  it('are smaller than the Fontsource files they are cut from', () => {
    for (const file of WEB_FONT_FILES) {
      const source = readFileSync(join(ROOT, 'node_modules', file.source)).length;
      const cut = readFileSync(join(FONTS_DIR, file.output)).length;
      expect(cut, file.output).toBeLessThan(source);
    }
  });

  it('each have one @font-face in global.css with their family, upright style, weights and characters', () => {
    const rules = fontFaceRules(css);
    expect(rules).toHaveLength(WEB_FONT_FILES.length);
    for (const file of WEB_FONT_FILES) {
      const rule = rules.find((candidate) => candidate.src.includes(`./fonts/${file.output}`));
      expect(rule, file.output).toEqual({
        family: file.family,
        style: 'normal',
        weight: `${WEIGHT_RANGE.min} ${WEIGHT_RANGE.max}`,
        src: `url('./fonts/${file.output}') format('woff2-variations')`,
        unicodeRange: latinUnicodeRange(),
      });
    }
  });

  it('keep the Portuguese letters and the typographic punctuation', () => {
    const text = latinText();
    for (const character of 'áàâãçéêíóôõúÁÀÂÃÇÉÊÍÓÔÕÚ“”‘’–—…€') expect(text).toContain(character);
  });

  it('cover every weight a stylesheet or component asks for', () => {
    const outside: string[] = [];
    for (const path of filesUnder(join(ROOT, 'src'), ['.css', '.astro', '.tsx'])) {
      const source = readFileSync(path, 'utf8');
      const where = relative(ROOT, path);
      for (const [, weight] of source.matchAll(/font-weight:\s*(\d+)\s*;/g)) {
        if (Number(weight) < WEIGHT_RANGE.min || Number(weight) > WEIGHT_RANGE.max) outside.push(`${where}: font-weight ${weight}`);
      }
      for (const [utility] of source.matchAll(/\bfont-(?:thin|extralight|light|extrabold|black)\b/g)) outside.push(`${where}: ${utility}`);
    }
    expect(outside).toEqual([]);
  });
});
