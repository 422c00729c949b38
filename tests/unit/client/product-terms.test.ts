import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The app's own texts spell the product's terms one way: "Create with AI", "mind map", "to-do list", "Kanban"
 * (a capital at the start of a sentence or label). The contract's texts keep their own spelling: each one
 * listed here appears word for word in the spec.
 */
const SOURCES = ['client/src', 'shared'];

/** Texts the spec gives verbatim, spelled otherwise: removed from a text before it is checked. */
const CONTRACT_PHRASES = [
  'Create With AI',
  'Create Todo List',
  'Generating Todo List...',
  'No todo lists found.',
  'Mindmap limit reached',
  'Todo list limit reached',
  'View Mindmap',
  // The spec's names of the list pages and of two of the map editor's dialogs and the demo's tab.
  'Mind Maps',
  'Kanban Boards',
  'To-Do List',
  'Mind Map',
];
/** One-word labels of the contract (the header's and sidebar's links): allowed as a whole text only. */
const CONTRACT_LABELS = ['Mindmap', 'Mindmaps', 'KanBan'];
/** The purchase page's limits, as the spec lists them ("10 mindmaps, 100 todo lists, 10 Kanban boards"). */
const CONTRACT_LIMIT_WORDS = {
  file: 'client/src/features/marketing/pages/purchase-page.tsx',
  texts: ['mindmaps', 'todo lists'],
};

const TERMS: Array<{ pattern: RegExp; right: RegExp; name: string }> = [
  { name: 'Create with AI', pattern: /\bcreate with ai\b/gi, right: /^Create with AI$/ },
  { name: 'mind map', pattern: /\bmind[- ]?maps?\b/gi, right: /^[Mm]ind maps?$/ },
  { name: 'to-do list', pattern: /\bto-?do[- ]?lists?\b/gi, right: /^[Tt]o-do lists?$/ },
  { name: 'Kanban', pattern: /\bkan-?ban\b/gi, right: /^Kanban$/ },
];

/** Attributes whose values are names for code, not text for people. */
const CODE_ATTRIBUTES = new Set([
  'className',
  'data-testid',
  'key',
  'to',
  'href',
  'id',
  'name',
  'kind',
  'type',
]);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.tsx?$/.test(entry.name)) yield full;
  }
}

function isCodeName(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent.parent))
    return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  if (ts.isJsxAttribute(parent)) return CODE_ATTRIBUTES.has(parent.name.getText());
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  return false;
}

/** Text meant for people: JSX text, or a literal with a space or a capital that is not a path or a key. */
function peopleText(node: ts.Node): string | undefined {
  if (ts.isJsxText(node)) return node.text.trim() || undefined;
  let text: string | undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text;
  else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) text = node.text;
  if (text === undefined || isCodeName(ts.isTemplateLiteralToken(node) ? node.parent : node))
    return undefined;
  if (text.startsWith('/') || !/\s|^[A-Z]/.test(text)) return undefined;
  // Values named inside a message ("kind: must be 'mindmap' or …") are code names.
  return text.replace(/'[a-z_]+'/g, '');
}

/** A contract phrase as a whole: "To-Do List" does not cover "To-Do Lists". */
function wholePhrase(phrase: string): RegExp {
  return new RegExp(`${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`, 'g');
}

interface Finding {
  where: string;
  text: string;
  wrong: string;
}

function findWrongSpellings(): Finding[] {
  const findings: Finding[] = [];
  for (const root of SOURCES) {
    for (const file of sourceFiles(root)) {
      const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
      const source = ts.createSourceFile(
        file,
        fs.readFileSync(file, 'utf8'),
        ts.ScriptTarget.Latest,
        true,
        kind,
      );
      const visit = (node: ts.Node) => {
        const text = peopleText(node);
        if (text !== undefined && !CONTRACT_LABELS.includes(text.trim())) {
          const allowed = file === CONTRACT_LIMIT_WORDS.file ? CONTRACT_LIMIT_WORDS.texts : [];
          if (!allowed.includes(text.trim())) {
            const checked = CONTRACT_PHRASES.reduce(
              (rest, phrase) => rest.replace(wholePhrase(phrase), ' '),
              text,
            );
            for (const term of TERMS) {
              for (const match of checked.matchAll(term.pattern)) {
                if (!term.right.test(match[0])) {
                  const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
                  findings.push({ where: `${file}:${line}`, text, wrong: match[0] });
                }
              }
            }
          }
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }
  return findings;
}

describe("the app's own texts", () => {
  it('spell "Create with AI", "mind map", "to-do list" and "Kanban" one way', () => {
    expect(findWrongSpellings()).toEqual([]);
  });
});
