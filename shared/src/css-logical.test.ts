/**
 * Lint for right-to-left everywhere: every CSS module of every app uses logical
 * properties only, so one stylesheet lays out both English (ltr) and Arabic (rtl). Physical
 * sides (`left`/`right` properties and keywords, `margin-left`, `border-right-…`, `float: left`,
 * `text-align: right`, four-value shorthands with different left and right sides, corner radii)
 * fail here with file and line, naming the logical replacement.
 */
// Node's fs and path, typed here: @manzil/shared is browser code and is type-checked without Node's types.
declare const require: (id: string) => unknown;
declare const __dirname: string;
const { readdirSync, readFileSync, statSync } = require('node:fs') as {
  readdirSync: (path: string) => string[];
  readFileSync: (path: string, encoding: 'utf8') => string;
  statSync: (path: string) => { isDirectory: () => boolean };
};
const { join, relative } = require('node:path') as {
  join: (...parts: string[]) => string;
  relative: (from: string, to: string) => string;
};

const ROOT = join(__dirname, '..', '..');
const APPS = ['shared', 'shell', 'mfe-catalog', 'mfe-checkout', 'mfe-account', 'mfe-partner'];

function cssModules(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...cssModules(path));
    else if (name.endsWith('.module.css')) found.push(path);
  }
  return found;
}

/** A declaration of a stylesheet with its line. */
interface Declaration {
  property: string;
  value: string;
  line: number;
}

/** The declarations of a stylesheet: chunks ended by `;` or `}` (a chunk ended by `{` is a selector). */
export function declarations(css: string): Declaration[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const found: Declaration[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (char !== '{' && char !== '}' && char !== ';') continue;
    const chunk = text.slice(start, i);
    start = i + 1;
    if (char === '{') continue;
    const match = /^\s*(--[\w-]+|[a-z-]+)\s*:\s*([\s\S]+?)\s*$/i.exec(chunk);
    if (!match || match[1].startsWith('--')) continue;
    const offset = text.slice(0, i - chunk.length + chunk.search(/\S/)).split('\n').length;
    found.push({ property: match[1].toLowerCase(), value: match[2], line: offset });
  }
  return found;
}

const PHYSICAL_PROPERTY =
  /^(left|right|(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-.*)?|border-(top|bottom)-(left|right)-radius)$/;
const FOUR_SIDED = /^(margin|padding|inset|border-width|border-style|border-color|scroll-margin|scroll-padding)$/;

/** Why a declaration is physical, or null when it is direction-neutral. */
export function physicalProblem({ property, value }: Declaration): string | null {
  if (PHYSICAL_PROPERTY.test(property)) {
    return `'${property}' is physical: use its logical form (inset-inline-start/end, margin-inline-start, border-inline-end, border-start-start-radius...)`;
  }
  const bare = value.replace(/url\([^)]*\)|"[^"]*"|'[^']*'|var\([^)]*\)/g, ' ');
  if (/(^|[^\w-])(left|right)([^\w-]|$)/i.test(bare)) {
    return `'${property}: ${value}' names a physical side: use start/end (text-align: start, float: inline-start...)`;
  }
  const parts = bare.trim().split(/\s+/);
  if (FOUR_SIDED.test(property) && parts.length === 4 && parts[1] !== parts[3]) {
    return `'${property}: ${value}' sets left and right differently: use ${property}-block / ${property}-inline (or -inline-start/-end)`;
  }
  if (property === 'border-radius' && !value.includes('/') && parts.length === 4 && !(parts[0] === parts[1] && parts[2] === parts[3])) {
    return `'border-radius: ${value}' rounds physical corners: use border-start-start-radius...`;
  }
  if (property === 'border-radius' && (parts.length === 2 || parts.length === 3) && new Set(parts).size > 1) {
    return `'border-radius: ${value}' rounds physical corners: use border-start-start-radius...`;
  }
  return null;
}

describe('CSS modules use logical properties only (right-to-left)', () => {
  it('the check itself catches physical sides and lets logical ones pass', () => {
    const css = `
      .a:hover { left: 0; margin-left: 4px; }
      @media (max-width: 10px) { .left { text-align: right; inset-inline-start: 0; } }
      .b { margin: 0 8px 0 4px; padding: 0 12px; border-top-right-radius: 4px; border-radius: 4px 0 0 4px; }
      .c { float: inline-start; text-align: start; transform: translateY(-2px); background: url(left.png); }
      .d:dir(rtl) { transform: scaleX(-1); border-inline-end: 1px solid; border-radius: 50%; margin: 0 0 6px; }`;
    const problems = declarations(css)
      .filter((d) => physicalProblem(d))
      .map((d) => `${d.property}@${d.line}`);
    expect(problems).toEqual(['left@2', 'margin-left@2', 'text-align@3', 'margin@4', 'border-top-right-radius@4', 'border-radius@4']);
  });

  it('no CSS module of any app names a physical side', () => {
    const files = APPS.flatMap((app) => cssModules(join(ROOT, app, 'src')));
    expect(files.length).toBeGreaterThan(40);
    const problems = files.flatMap((file) =>
      declarations(readFileSync(file, 'utf8')).flatMap((declaration) => {
        const problem = physicalProblem(declaration);
        return problem ? [`${relative(ROOT, file)}:${declaration.line} ${problem}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});
