#!/usr/bin/env node
// Fails when a source file or doc points at a tracker issue (the word issue and a number, or a
// number behind # as trackers write it). The tracker is not in the repository, so a newcomer cannot follow such a pointer: a
// comment says why the code is as it is, and the issue number goes in the commit message.
// Run by the lint step of `npm test` (scripts/test.mjs) and by `npm run lint`.
//
// Every tracked text file is checked, docs included: no doc here needs an issue number. The one
// kind that would, a release log (CHANGELOG.md), is history by design and is skipped.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Extensions of the files that hold comments or prose. */
const CHECKED = /\.(?:[cm]?[jt]sx?|css|html|md|sql|ya?ml|sh)$/;
/** Files that may name issues: lockfiles (generated) and release logs (history by design). */
const SKIPPED = new Set(['pnpm-lock.yaml', 'package-lock.json', 'CHANGELOG.md']);

/**
 * The ways a line points at a tracker: issue or issues followed by a number (with or without #);
 * #N after see, fixes, closes, resolves, PR, pull, ticket or bug, or alone in brackets; GH-N.
 * A colour (#fff, #123456), an HTML entity (&#39;) or a value like 'Run #4' is none of these.
 */
const PATTERNS = [
  /\bissues?(?:\s+#?|\s*#)\d+/gi,
  /\b(?:see|fix(?:es|ed)?|close[sd]?|resolve[sd]?|PR|pull|ticket|bug)\s+#\d+\b/gi,
  /\(#\d+\)/g,
  /\bGH-\d+\b/g,
];

/**
 * The issue references of one file's text.
 * Takes the text; returns `{ line, column, match, text }` per reference (line and column from 1).
 */
export function findIssueReferences(text) {
  const found = [];
  text.split('\n').forEach((lineText, index) => {
    for (const pattern of PATTERNS) {
      for (const m of lineText.matchAll(pattern)) {
        found.push({ line: index + 1, column: m.index + 1, match: m[0], text: lineText.trim() });
      }
    }
  });
  return found.sort((a, b) => a.line - b.line || a.column - b.column);
}

/** Whether `path` (relative, with forward slashes) is checked at all. */
export function isChecked(path) {
  return CHECKED.test(path) && !SKIPPED.has(basename(path));
}

/**
 * Checks files under `root`. Takes the root and the relative paths (default: every file git
 * tracks or would track, so a new file is checked before its first commit); returns
 * `{ file, line, column, match, text }` per reference.
 */
export function checkFiles(root, files = listFiles(root)) {
  const problems = [];
  for (const file of files.filter(isChecked)) {
    let text;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // listed by git but deleted in the work tree
    }
    for (const reference of findIssueReferences(text)) problems.push({ file, ...reference });
  }
  return problems;
}

function listFiles(root) {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], { cwd: root });
  return [...new Set(out.toString('utf8').split('\0').filter(Boolean))];
}

/** The report printed for `problems`: one `file:line:column` per reference, then what to do. */
export function formatReport(problems) {
  const lines = problems.map((p) => `${p.file}:${p.line}:${p.column}: "${p.match}" in: ${p.text}`);
  return [
    ...lines,
    '',
    `${problems.length} issue reference(s) in comments or docs. The tracker is not in the repository:`,
    'say in a line or two why the code is as it is, and put the issue number in the commit message.',
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = execFileSync('git', ['rev-parse', '--show-toplevel'], { encoding: 'utf8' }).trim();
  const problems = checkFiles(root);
  if (problems.length) {
    console.error(formatReport(problems));
    process.exit(1);
  }
  console.log('check-comments: no issue references in comments or docs.');
}
