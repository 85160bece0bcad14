#!/usr/bin/env node
/**
 * Fails when a module's SQL or entity names a table it does not own (table-ownership.json).
 *
 *   node scripts/check-table-ownership.js             checks src/modules (run by `npm run lint`)
 *   node scripts/check-table-ownership.js --markdown  prints the map as the table in docs/architecture.md
 *
 * What counts as naming a table, in the non-test .ts files of src/modules/<module>/:
 * - an entity's `tableName: '<table>'`;
 * - a table name as a whole word in a string that reads as SQL (select … from, insert into,
 *   update … set, delete from, join …, create index/table/view/trigger). A column written as
 *   `alias.name` is not a table.
 * A module may name its own tables, and the views listed for it as a reader. Anything else is a
 * violation, also a view it is not listed for (so the map in the docs stays true).
 */
const fs = require('node:fs');
const path = require('node:path');
const ts = require('typescript');

const BACKEND = path.resolve(__dirname, '..');
const DEFAULT_MAP = path.join(BACKEND, 'table-ownership.json');
const DEFAULT_MODULES = path.join(BACKEND, 'src', 'modules');
const TEST_FILE = /\.(spec|int-spec|e2e-spec)\.ts$/;
const LOOKS_LIKE_SQL =
  /\bselect\b[\s\S]*\bfrom\b|\binsert\s+into\b|\bupdate\s+"?[a-z_][a-z0-9_]*"?(\s+[a-z_][a-z0-9_]*)?\s+set\b|\bdelete\s+from\b|^\s*(from|join|left\s+join)\b|\bjoin\s+"?[a-z_][a-z0-9_]*"?\s+[a-z_][a-z0-9_]*\s+on\b|\bcreate\s+(unique\s+)?(index|table|view|trigger)\b/i;

function loadOwnership(mapFile = DEFAULT_MAP) {
  return JSON.parse(fs.readFileSync(mapFile, 'utf8'));
}

/** The ownership map as a name → { kind, owner, readers } lookup; throws on a name owned twice. */
function relationsOf(ownership) {
  const relations = new Map();
  for (const [table, { owner }] of Object.entries(ownership.tables)) {
    relations.set(table, { kind: 'table', owner, readers: [] });
  }
  for (const [view, { owner, readers }] of Object.entries(ownership.views ?? {})) {
    if (relations.has(view)) throw new Error(`${view} is listed twice in the table-ownership map`);
    relations.set(view, { kind: 'view', owner, readers: readers ?? [] });
  }
  return relations;
}

function sourceFiles(directory) {
  const files = [];
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(full));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !TEST_FILE.test(entry.name)) files.push(full);
  }
  return files;
}

/** Every string literal of a file (template literals with their ${…} parts blanked), and every entity tableName. */
function stringsOf(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const strings = [];
  const tableNames = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      strings.push({ text: node.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => ` \${} ${span.literal.text}`)].join('');
      strings.push({ text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
      node.templateSpans.forEach((span) => visit(span.expression));
      return;
    }
    if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'tableName' && ts.isStringLiteralLike(node.initializer)) {
      tableNames.push({ table: node.initializer.text, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { strings, tableNames };
}

/** Names of known relations that a SQL string mentions as tables. */
function relationsNamedIn(sql, relations) {
  const named = new Set();
  const words = /(^|[^a-z0-9_.'"])"?([a-z_][a-z0-9_]*)"?(?=$|[^a-z0-9_.'])/gi;
  for (const match of sql.matchAll(words)) {
    const name = match[2].toLowerCase();
    if (relations.has(name)) named.add(name);
  }
  return [...named];
}

/**
 * Checks every module folder under `modulesDir` against the map.
 * Returns the violations: { module, file, line, relation, reason }.
 */
function checkTableOwnership({ modulesDir = DEFAULT_MODULES, ownership = loadOwnership() } = {}) {
  const relations = relationsOf(ownership);
  const violations = [];
  const allowed = (module, name) => {
    const relation = relations.get(name);
    if (relation.owner === module) return null;
    if (relation.kind === 'view') {
      return relation.readers.includes(module) ? null : `reads view ${name} of ${relation.owner} without being listed as its reader in table-ownership.json`;
    }
    return `names table ${name}, owned by ${relation.owner}: use ${relation.owner}'s index.ts (queries) or a view it publishes`;
  };
  for (const module of fs.readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name)) {
    for (const file of sourceFiles(path.join(modulesDir, module))) {
      const relative = path.relative(path.dirname(modulesDir), file);
      const { strings, tableNames } = stringsOf(file);
      for (const { table, line } of tableNames) {
        if (!relations.has(table)) {
          violations.push({ module, file: relative, line, relation: table, reason: `maps table ${table}, which table-ownership.json does not list` });
          continue;
        }
        const reason = relations.get(table).kind === 'view' ? `maps view ${table} as an entity` : allowed(module, table);
        if (reason) violations.push({ module, file: relative, line, relation: table, reason });
      }
      for (const { text, line } of strings) {
        if (!LOOKS_LIKE_SQL.test(text)) continue;
        for (const name of relationsNamedIn(text, relations)) {
          const reason = allowed(module, name);
          if (reason) violations.push({ module, file: relative, line, relation: name, reason });
        }
      }
    }
  }
  return violations;
}

/** The map as the markdown table of docs/architecture.md. */
function ownershipMarkdown(ownership = loadOwnership()) {
  const lines = ['| Table | Owner | Read by others through |', '|---|---|---|'];
  for (const [table, { owner, readBy }] of Object.entries(ownership.tables)) {
    const readers = Object.entries(readBy ?? {}).map(([module, how]) => `${module}: ${how}`);
    lines.push(`| \`${table}\` | ${owner} | ${readers.length ? readers.join('; ') : '—'} |`);
  }
  lines.push('', '| View (read-only, public) | Owner | Over | What it answers | Readers |', '|---|---|---|---|---|');
  for (const [view, { owner, over, purpose, readers }] of Object.entries(ownership.views ?? {})) {
    lines.push(`| \`${view}\` | ${owner} | ${over.map((t) => `\`${t}\``).join(', ')} | ${purpose} | ${readers.join(', ')} |`);
  }
  return lines.join('\n');
}

module.exports = { checkTableOwnership, ownershipMarkdown, loadOwnership, relationsNamedIn, sourceFiles, LOOKS_LIKE_SQL };

if (require.main === module) {
  if (process.argv.includes('--markdown')) {
    console.log(ownershipMarkdown());
    process.exit(0);
  }
  const violations = checkTableOwnership();
  for (const v of violations) console.error(`${v.file}:${v.line}  [${v.module}] ${v.reason}`);
  if (violations.length) {
    console.error(`\n${violations.length} table-ownership violation(s); see table-ownership.json and docs/architecture.md`);
    process.exit(1);
  }
  console.log('table ownership: every module names only its own tables and the views it may read');
}
