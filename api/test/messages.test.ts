/**
 * The API's message check (like the apps' tooling/i18n/check.mjs): every id of the catalogue
 * (src/i18n/messages.ts) has English and Arabic with the same values, every id is used, and no
 * code under src/ writes a sentence for the client inline — an answer's `message`, an HttpError
 * or a GatewayError takes an id of the catalogue, and a sentence-like string literal anywhere
 * else in src/ is reported with its file and line.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { MESSAGES } from '../src/i18n/messages.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');
const ids = new Set(Object.keys(MESSAGES));
const ARABIC = /[\u0600-\u06FF]/;
const placeholders = (text: string) => new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!));

/** Where sentences legitimately live: the catalogue itself, e-mails (own two-language texts), seed data, config errors. */
const EXEMPT_DIRS = ['i18n/', 'emails/', 'seed/', 'media/'];
const EXEMPT_FILES = ['config.ts', 'server.ts', 'warm-up.ts'];

const sources = readdirSync(src, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.ts'))
  .map((file) => file.split('\\').join('/'));

/** Calls whose message argument (by index) the client reads. */
const MESSAGE_ARGUMENT: Record<string, number> = {
  HttpError: 1,
  GatewayError: 0,
  notFound: 0,
  unauthorized: 0,
  forbidden: 0,
  conflict: 0,
  found: 1,
  badRequest: 0,
  msg: 0,
  say: 1,
};

/** Calls whose string arguments are for people who are not shoppers (logs, docs, internal errors). */
const NOT_FOR_CLIENT = /^(describe|log|info|warn|error|debug|fatal|trace|Error|TypeError|RangeError|console)$/;
const SENTENCE = /^[A-Z][^\n]*\s\S+\s[^\n]*[a-z)][.!?]$/;

function calleeName(node: ts.CallExpression | ts.NewExpression): string {
  const expression = node.expression;
  if (ts.isIdentifier(expression)) return expression.text;
  if (ts.isPropertyAccessExpression(expression)) return expression.name.text;
  return '';
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => `{…}${s.literal.text}`).join('');
  return null;
}

/** The problems of one source file: sentences written where the client reads them. */
function inlineMessages(file: string, text = readFileSync(join(src, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const reported = new Set<ts.Node>();
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  const visit = (node: ts.Node, forClient: boolean) => {
    // `{ message: '…' }` (an answer's sentence) and `{ error: '…' }` (SPEC's newsletter field).
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['message', 'error'].includes(node.name.text)) {
      const branches = ts.isConditionalExpression(node.initializer)
        ? [node.initializer.whenTrue, node.initializer.whenFalse]
        : [node.initializer];
      for (const branch of branches) {
        // A sentence kept in a constant (`message: SIGNUP_CHECK_EMAIL`) is still English for everyone.
        if (ts.isIdentifier(branch) && /^[A-Z][A-Z0-9_]+$/.test(branch.text))
          problems.push(`${where(branch)} ${node.name.text}: ${branch.text} is one language; use say(request, id)`);
        const literal = literalText(branch);
        if (literal !== null) reported.add(branch);
        if (literal !== null) problems.push(`${where(branch)} ${node.name.text}: '${literal}' is written inline; use say(request, id)`);
      }
    }
    if (ts.isCallExpression(node) || ts.isNewExpression(node)) {
      const name = calleeName(node);
      const index = MESSAGE_ARGUMENT[name];
      const argument = index === undefined ? undefined : node.arguments?.[index];
      const literal = argument ? literalText(argument) : null;
      if (argument && literal !== null && !ids.has(literal)) reported.add(argument);
      if (argument && literal !== null && !ids.has(literal))
        problems.push(`${where(argument)} ${name}(…'${literal}'…) is not an id of the catalogue`);
      if (NOT_FOR_CLIENT.test(name)) {
        ts.forEachChild(node, (child) => visit(child, false));
        return;
      }
    }
    // `summary:` / `description:` of a route's OpenAPI schema are for developers.
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && ['summary', 'description'].includes(node.name.text)) return;
    // A text that is stored, not answered (a payout's failure reason from its provider), says so in a comment.
    if (forClient && !text.slice(node.pos, node.getStart()).includes('i18n: stored')) {
      const literal = literalText(node);
      if (literal !== null && SENTENCE.test(literal) && !ids.has(literal) && !reported.has(node))
        problems.push(`${where(node)} '${literal}' reads like a message: put it in the catalogue`);
    }
    ts.forEachChild(node, (child) => visit(child, forClient));
  };
  visit(source, true);
  return problems;
}

describe('the API messages (src/i18n/messages.ts)', () => {
  it('gives every id English and Arabic, with the same values', () => {
    const problems: string[] = [];
    for (const [id, { en, ar }] of Object.entries(MESSAGES) as [string, { en: string; ar: string }][]) {
      if (!en.trim()) problems.push(`${id}: no English`);
      if (!ar.trim()) problems.push(`${id}: no Arabic`);
      else if (!ARABIC.test(ar)) problems.push(`${id}: the Arabic has no Arabic script: ${ar}`);
      const english = placeholders(en);
      // A validation message may name the field ({field}) in Arabic where English names it before the colon.
      for (const name of placeholders(ar))
        if (!english.has(name) && !(id.startsWith('validation.') && name === 'field'))
          problems.push(`${id}: the Arabic has {${name}}, English does not`);
    }
    assert.deepEqual(problems, []);
  });

  it('uses every id', () => {
    const code = sources
      .filter((file) => !file.startsWith('i18n/'))
      .map((file) => readFileSync(join(src, file), 'utf8'))
      .join('\n');
    // Validation templates are found by their English (translate.ts), not by id.
    const unused = [...ids].filter((id) => !id.startsWith('validation.') && !code.includes(`'${id}'`));
    assert.deepEqual(unused, []);
  });

  it('finds no sentence written inline where the client reads it', () => {
    const problems = sources
      .filter((file) => !EXEMPT_DIRS.some((dir) => file.startsWith(dir)) && !EXEMPT_FILES.includes(file))
      .flatMap((file) => inlineMessages(file));
    assert.deepEqual(problems, [], `Messages a client reads come from src/i18n/messages.ts:\n${problems.join('\n')}`);
  });

  it('reports an inline sentence and a route answer written in English (the check can fail)', () => {
    const problems = inlineMessages(
      'routes/snippet.ts',
      `
      app.get('/x', async () => ({ message: 'Your addresses were saved.' }));
      reply.send({ message: THANKS });
      throw new HttpError(400, 'promo.unknown');
      throw notFound('We could not find it.');
      const hint = 'Please try again in a moment.';
      app.log.warn('This is for the logs only.');`,
    );
    assert.equal(problems.length, 4, problems.join('\n'));
    assert.ok(!problems.some((problem) => problem.includes('logs only')));
  });
});
