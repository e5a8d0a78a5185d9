// BENCH=peers: the Eleventy site rendering our articles (scripts/bench/peers-bench.ts writes its
// content and its article layouts, made from our built page, into a copy of this folder).
export default function (eleventyConfig) {
  eleventyConfig.setTemplateFormats(['html', '11ty.js']);
  return {
    // The bodies are HTML as stored: passed through, not read as Liquid.
    htmlTemplateEngine: false,
    dir: { input: 'content', includes: '../_includes', output: '_site' },
  };
}
