#!/usr/bin/env node
// The message check of one app: the ids its code uses against its English and Arabic
// catalogs. Run by each app's `src/messages.check.test.ts` (part of `npm test`), which imports the
// catalogs and the run-time id lists (TypeScript) and hands them over on standard input as JSON:
//   { app, en, ar, dynamic: { [prefix]: suffixes[] }, shared: { [component]: ids[] },
//     sharedKnown: { [component]: ids[] }, latinOnly: ids[] }
// (a suffix may hold `{n}`: 1, 2, 3… while the English catalog has them)
// and prints { problems: string[], counts } on standard output.
//
// Ids the code uses come from two passes over the app's src (tests and catalogs left out):
// 1. `formatjs extract` (the @formatjs/cli): <FormattedMessage id>, formatMessage({ id }),
//    defineMessages — with the file of each id (--extract-source-location);
// 2. the TypeScript AST, for what formatjs cannot extract: our wrapper `t('id', values)` (formatjs
//    only reads descriptor objects), and ids handed around as data (`label: 'nav.home'`, field
//    messages, error ids). A string literal equal to a catalog id counts as a use; a literal in
//    the catalog's namespaces (`auth.…`) that is no id is reported as missing (a typo, or a text
//    never written). Template literals that build an id (`orders.status.${status}`) must start
//    with a prefix the app declares with the exact list of its suffixes.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '../..');

/** Wrapper functions whose first argument is a message id (`const t = (id) => intl.formatMessage({ id })`). */
const WRAPPERS = new Set(['t']);
/** What a message id looks like: dotted camelCase segments (`orders.status.pending`). */
const ID_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
const ARABIC = /[\u0600-\u06FF]/;

/** Source files of the app: .ts/.tsx under src, without tests, test helpers and the catalogs. */
function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'test' || name === 'messages' ? [] : sourceFiles(path);
    if (!/\.tsx?$/.test(name) || /\.d\.ts$/.test(name)) return [];
    if (/\.test\.tsx?$/.test(name) || /^test-/.test(name) || /^messages([.-].*)?\.ts$/.test(name)) return [];
    return [path];
  });
}

/** Pass 1: the formatjs CLI's extraction — id → file:line. */
function formatjsExtract(files) {
  const bin = require.resolve('@formatjs/cli/bin/formatjs');
  const out = execFileSync(
    process.execPath,
    [
      bin,
      'extract',
      ...files.map((f) => relative(root, f)),
      '--extract-source-location',
      '--additional-function-names',
      [...WRAPPERS].join(','),
      '--id-interpolation-pattern',
      '[sha512:contenthash:base64:6]',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 },
  );
  const extracted = JSON.parse(out);
  return Object.fromEntries(Object.entries(extracted).map(([id, d]) => [id, `${d.file}:${d.line}`]));
}

/** Pass 2: string literals and id-building templates, from the TypeScript AST. */
function scanLiterals(files) {
  const literals = []; // { text, where, wrapped }
  const templates = []; // { head, where }
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const where = (node) => `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
        const parent = node.parent;
        const wrapped =
          ts.isCallExpression(parent) &&
          parent.arguments[0] === node &&
          ts.isIdentifier(parent.expression) &&
          WRAPPERS.has(parent.expression.text);
        // Import paths and `declare module` names are no texts; a property's name is no use (the
        // keys of a catalog part such as features/billing/billing-messages.ts define ids).
        const skip =
          ts.isImportDeclaration(parent) ||
          ts.isExportDeclaration(parent) ||
          ts.isModuleDeclaration(parent) ||
          (ts.isPropertyAssignment(parent) && parent.name === node);
        if (!skip) literals.push({ text: node.text, where: where(node), wrapped });
      } else if (ts.isTemplateExpression(node) && /^[a-z][A-Za-z0-9]*\.([A-Za-z0-9]+\.)*$/.test(node.head.text)) {
        templates.push({ head: node.head.text, where: where(node) });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { literals, templates };
}

/** The arguments of an ICU message, as "name:type" strings (plural/select cases included). */
function icuArguments(message) {
  const args = new Set();
  const walk = (elements) => {
    for (const el of elements) {
      if (el.type === TYPE.literal || el.type === TYPE.pound) continue;
      if (el.type === TYPE.tag) {
        args.add(`${el.value}:tag`);
        walk(el.children);
        continue;
      }
      const type = {
        [TYPE.argument]: 'text',
        [TYPE.number]: 'number',
        [TYPE.date]: 'date',
        [TYPE.time]: 'time',
        [TYPE.select]: 'select',
        [TYPE.plural]: el.pluralType === 'ordinal' ? 'selectordinal' : 'plural',
      }[el.type];
      args.add(`${el.value}:${type}`);
      if (el.options) for (const option of Object.values(el.options)) walk(option.value);
    }
  };
  walk(parse(message, { requiresOtherClause: true }));
  return [...args].sort();
}

/** Every problem of the app's messages, one sentence each naming the id and the file. */
export function check({ app, en, ar, dynamic = {}, shared = {}, sharedKnown = shared, latinOnly = [] }) {
  const problems = [];
  if (!ar) problems.push(`${app} has no Arabic catalog`);
  ar ??= {};
  const files = sourceFiles(join(root, app, 'src'));
  const extracted = formatjsExtract(files);
  const { literals, templates } = scanLiterals(files);
  const catalogs = { English: en, Arabic: ar };
  const known = new Set([...Object.keys(en), ...Object.keys(ar)]);
  const namespaces = new Set([...known].map((id) => id.split('.')[0]));

  // The ids built at run time: declared prefix + each suffix.
  const prefixes = Object.keys(dynamic);
  const dynamicIds = new Map(); // id → prefix
  // A suffix with `{n}` stands for 1, 2, 3… as long as the catalog has them (FAQ questions, policy
  // sections, read by the code "while they exist"): the numbers must run from 1 without a gap.
  for (const [prefix, suffixes] of Object.entries(dynamic)) {
    for (const suffix of suffixes) {
      if (!suffix.includes('{n}')) {
        dynamicIds.set(`${prefix}${suffix}`, prefix);
        continue;
      }
      const escape = (part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const pattern = new RegExp(`^${escape(prefix)}${suffix.split('{n}').map(escape).join('([1-9][0-9]*)')}$`);
      const numbers = Object.keys(en)
        .flatMap((id) => (pattern.test(id) ? [Number(id.match(pattern)[1])] : []))
        .sort((a, b) => a - b);
      numbers.forEach((n, i) => {
        if (n !== i + 1)
          problems.push(
            `'${prefix}${suffix.replace('{n}', String(i + 1))}' is missing: the code reads '${prefix}${suffix}' from 1 up to the first gap`,
          );
        dynamicIds.set(`${prefix}${suffix.replace('{n}', String(n))}`, prefix);
      });
      if (numbers.length === 0) problems.push(`no id matches '${prefix}${suffix}'`);
    }
  }

  // Used ids: id → where.
  const used = new Map(Object.entries(extracted));
  for (const { text, where, wrapped } of literals) {
    if (used.has(text)) continue;
    if (wrapped || known.has(text)) used.set(text, where);
    else if (ID_SHAPE.test(text) && namespaces.has(text.split('.')[0]) && !prefixes.some((p) => text.startsWith(p))) used.set(text, where);
  }
  for (const [id, prefix] of dynamicIds) used.set(id, `built from '${prefix}' (declared run-time ids)`);
  // Ids that @manzil/shared's components read from the page's messages (PasswordStrength's…), for
  // an app that renders them.
  for (const [component, ids] of Object.entries(shared)) for (const id of ids) used.set(id, `read by @manzil/shared's ${component}`);
  // Every list @manzil/shared keeps (not only those of the components this app renders) must cover
  // what shared/src itself names: its extracted ids and id-building templates.
  const sharedIds = Object.values({ ...sharedKnown, ...shared }).flat();
  if (sharedIds.length > 0) {
    const sharedFiles = sourceFiles(join(root, 'shared/src'));
    for (const [id, where] of Object.entries(formatjsExtract(sharedFiles))) {
      if (!sharedIds.includes(id)) problems.push(`${where}: @manzil/shared reads '${id}', which no list of its message ids names`);
    }
    const sharedNamespaces = new Set(sharedIds.map((id) => id.split('.')[0]));
    for (const { head, where } of scanLiterals(sharedFiles).templates) {
      if (sharedNamespaces.has(head.split('.')[0]) && !sharedIds.some((id) => id.startsWith(head)))
        problems.push(`${where}: @manzil/shared builds ids from '${head}', which no list of its message ids names`);
    }
  }

  for (const { head, where } of templates) {
    if (!namespaces.has(head.split('.')[0])) continue;
    if (!prefixes.includes(head))
      problems.push(`${where}: the id prefix '${head}' is built at run time but not declared with its list of suffixes`);
  }

  for (const [id, where] of used) {
    for (const [language, catalog] of Object.entries(catalogs)) {
      if (!(id in catalog)) problems.push(`missing in ${language}: '${id}' (used at ${where})`);
    }
  }
  for (const id of Object.keys(en)) {
    if (used.has(id)) continue;
    const prefix = prefixes.find((p) => id.startsWith(p));
    problems.push(
      prefix
        ? `unused: '${id}' is under '${prefix}' but not in its declared list`
        : `unused: '${id}' is in the catalogs but no code uses it`,
    );
  }
  for (const id of Object.keys(ar)) if (!(id in en)) problems.push(`only in Arabic: '${id}'`);

  const latin = new Set(latinOnly);
  for (const id of latin) {
    if (!(id in ar)) problems.push(`Latin-only list names '${id}', which the Arabic catalog does not have`);
    else if (ARABIC.test(ar[id])) problems.push(`Latin-only list names '${id}', whose Arabic has Arabic script: take it off the list`);
  }
  for (const [id, english] of Object.entries(en)) {
    let englishArgs;
    try {
      englishArgs = icuArguments(english);
    } catch (error) {
      problems.push(`English '${id}' is no valid ICU message: ${error.message}`);
      continue;
    }
    if (!(id in ar)) continue;
    let arabicArgs;
    try {
      arabicArgs = icuArguments(ar[id]);
    } catch (error) {
      problems.push(`Arabic '${id}' is no valid ICU message: ${error.message}`);
      continue;
    }
    if (englishArgs.join() !== arabicArgs.join())
      problems.push(`Arabic '${id}' has arguments [${arabicArgs.join(', ')}], English has [${englishArgs.join(', ')}]`);
    if (!latin.has(id) && !ARABIC.test(ar[id])) problems.push(`Arabic '${id}' has no Arabic script: '${ar[id]}'`);
  }

  return {
    problems,
    counts: {
      files: files.length,
      english: Object.keys(en).length,
      arabic: Object.keys(ar).length,
      extractedByFormatjs: Object.keys(extracted).length,
      used: used.size,
      dynamic: dynamicIds.size,
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const input = JSON.parse(readFileSync(0, 'utf8'));
  process.stdout.write(JSON.stringify(check(input), null, 2));
}
