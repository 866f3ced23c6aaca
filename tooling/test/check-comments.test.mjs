import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkFiles, findIssueReferences, formatReport, isChecked } from '../check-comments.mjs';

// Built from parts so that this file does not trip the check it tests.
const ISSUE = 'issue';
const HASH = '#';
const GH = 'GH';

test('finds each way a comment points at a tracker issue, with its line and column', () => {
  const text = [
    `// The splash paints first (${ISSUE} 9).`,
    ` * Terms of ${ISSUE}s 2, 3 and 9.`,
    `-- See ${HASH}12 for the reason.`,
    `/* Fixes ${HASH}7 */`,
    `Done in a pull request (${HASH}31).`,
    `Reported as ${GH}-4.`,
    `// ${ISSUE.toUpperCase()} ${HASH}5: capital letters too.`,
  ].join('\n');
  const found = findIssueReferences(text);
  assert.deepEqual(
    found.map((f) => [f.line, f.match]),
    [
      [1, `${ISSUE} 9`],
      [2, `${ISSUE}s 2`],
      [3, `See ${HASH}12`],
      [4, `Fixes ${HASH}7`],
      [5, `(${HASH}31)`],
      [6, `${GH}-4`],
      [7, `${ISSUE.toUpperCase()} ${HASH}5`],
    ],
  );
  assert.equal(found[0].column, text.split('\n')[0].indexOf(ISSUE) + 1);
});

test('leaves colours, entities, test values and the word issue alone', () => {
  const text = [
    'color: #fff; background: #123456; border-color: #333;',
    "text.replace(/'/g, '&#39;');",
    "expect(run).toHaveTextContent('Run #4');",
    "password: 'Khan-el-Khalili#1',",
    'Every sign-in issues a new id; each zod issue names its field.',
    'for (const issue of result.error.issues) ctx.addIssue(issue);',
    'const issue2 = issues[0];',
  ].join('\n');
  assert.deepEqual(findIssueReferences(text), []);
});

test('checks source, styles, SQL and docs; skips lockfiles, release logs and binaries', () => {
  for (const path of ['api/src/app.ts', 'shell/src/a.tsx', 'x.mjs', 'a.cjs', 'b.css', 'docs/x.md', 'm/0001.sql', 'c.yml', 'i.html']) {
    assert.equal(isChecked(path), true, path);
  }
  for (const path of ['pnpm-lock.yaml', 'CHANGELOG.md', 'docs/CHANGELOG.md', 'logo.png', 'meta/_journal.json']) {
    assert.equal(isChecked(path), false, path);
  }
});

test('reports file:line for every reference in a tree, and the report says what to do', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-comments-'));
  try {
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src/a.ts'), `const a = 1;\n// Cached (${ISSUE} 9): the listing is hot.\n`);
    writeFileSync(join(root, 'src/b.ts'), '// Cached: the listing is hot.\n');
    writeFileSync(join(root, 'CHANGELOG.md'), `- ${ISSUE} 9: caching\n`);
    const problems = checkFiles(root, ['src/a.ts', 'src/b.ts', 'CHANGELOG.md', 'src/gone.ts']);
    assert.deepEqual(
      problems.map((p) => [p.file, p.line]),
      [['src/a.ts', 2]],
    );
    const report = formatReport(problems);
    assert.match(report, /^src\/a\.ts:2:12: /);
    assert.match(report, /1 issue reference\(s\)/);
    assert.match(report, /commit message/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the command fails with the file and line, and passes once the comment says why', () => {
  const root = mkdtempSync(join(tmpdir(), 'check-comments-git-'));
  const script = fileURLToPath(new URL('../check-comments.mjs', import.meta.url));
  const run = () => {
    try {
      return { code: 0, output: execFileSync(process.execPath, [script], { cwd: root, encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      return { code: error.status, output: String(error.stderr) };
    }
  };
  try {
    execFileSync('git', ['init', '-q'], { cwd: root });
    // Untracked but not ignored: checked before its first commit.
    writeFileSync(join(root, 'a.mjs'), `// Lazy (${ISSUE} 9).\nexport const a = 1;\n`);
    const failed = run();
    assert.equal(failed.code, 1);
    assert.match(failed.output, /^a\.mjs:1:/m);
    writeFileSync(join(root, 'a.mjs'), '// Lazy: no first view needs it.\nexport const a = 1;\n');
    assert.equal(run().code, 0);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
