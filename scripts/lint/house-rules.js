/**
 * The house rules that no published plugin states the way this project means them
 * (docs/decisions/016-lint-and-format.md): where a module may import from, and how files are
 * named. Each rule is small and reads only the import's text and the file's path.
 */
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const relative = (file) => path.relative(ROOT, file).split(path.sep).join('/');

/** The admin feature a project path belongs to (src/admin/features/<name>/…), or null. */
function adminFeature(projectPath) {
  const match = /^src\/admin\/features\/([^/]+)\//.exec(projectPath);
  return match ? match[1] : null;
}

function importTarget(context, source) {
  if (!source.startsWith('.')) return null;
  return relative(path.resolve(path.dirname(context.filename), source));
}

function importVisitor(check) {
  const visit = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return { ImportDeclaration: visit, ExportNamedDeclaration: visit, ExportAllDeclaration: visit, ImportExpression: visit };
}

/** @type {import('eslint').Rule.RuleModule} */
const importBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Browser code never imports the server (functions/); admin features never import each other.' },
    messages: {
      serverFromBrowser: 'src/ must not import from functions/ ({{target}}): move what both sides need into src/lib.',
      crossFeature:
        "Admin feature '{{from}}' must not import from feature '{{to}}' ({{target}}): move the shared piece into src/admin/components, lib or config.",
    },
    schema: [],
  },
  create(context) {
    const file = relative(context.filename);
    const fromFeature = adminFeature(file);
    const inBrowserCode = file.startsWith('src/');
    return importVisitor((node, source) => {
      const target = importTarget(context, source);
      if (!target) return;
      if (inBrowserCode && target.startsWith('functions/')) {
        context.report({ node, messageId: 'serverFromBrowser', data: { target } });
      }
      const toFeature = adminFeature(target);
      if (fromFeature && toFeature && toFeature !== fromFeature) {
        context.report({ node, messageId: 'crossFeature', data: { from: fromFeature, to: toFeature, target } });
      }
    });
  },
};

/** @type {import('eslint').Rule.RuleModule} */
const kebabCaseFileNames = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'File names are kebab-case (route parameters in src/pages keep their brackets, after a kebab-case prefix or alone).',
    },
    messages: { notKebab: "File name '{{name}}' is not kebab-case." },
    schema: [],
  },
  create(context) {
    // A <script> inside an .astro file is linted as a virtual file (x.astro/1_1.ts): name the real one.
    const file = relative(context.physicalFilename);
    const base = path.basename(file);
    // Everything before the first dot is the name; the rest is extensions (page.xml.ts, x.test.ts).
    const name = base.split('.')[0];
    // A route parameter, alone or after a kebab-case prefix (sitemap-articles-[part].xml.ts).
    const isRouteParameter = file.startsWith('src/pages/') && /^([a-z0-9]+-)*\[(\.\.\.)?[a-z]+\]$/.test(name);
    return {
      Program(node) {
        if (!KEBAB.test(name) && !isRouteParameter) context.report({ node, messageId: 'notKebab', data: { name: base } });
      },
    };
  },
};

export default { rules: { 'import-boundaries': importBoundaries, 'kebab-case-file-names': kebabCaseFileNames } };
