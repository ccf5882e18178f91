#!/usr/bin/env node
// Fails when source files import each other in a cycle, in apps/web/src or apps/server/src.
// Static imports, re-exports and dynamic import() all count, so a page that imports the route
// table that lazily imports the page is caught. Modules are resolved with TypeScript itself and
// each app's own tsconfig (its `@/` alias and the contracts path), so what is checked is what
// compiles. Type-only imports count as well (see INCLUDE_TYPES).
// (eslint-plugin-import-x's no-cycle needs unrs-resolver, whose platform packages the registry
// we install from does not serve, so `npm ci` could not install it.)
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const APPS = ['web', 'server'];
// Type-only imports count too: they vanish at run time, but a type cycle still ties two modules'
// designs together (shared types belong in a module both import). `--runtime-only` skips them.
const INCLUDE_TYPES = !process.argv.includes('--runtime-only');

function importsOf(file, source) {
  const specifiers = [];
  const visit = (node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const typeOnly = ts.isImportDeclaration(node) ? node.importClause?.isTypeOnly : node.isTypeOnly;
      const allTypes =
        ts.isImportDeclaration(node) &&
        node.importClause &&
        !node.importClause.name &&
        node.importClause.namedBindings &&
        ts.isNamedImports(node.importClause.namedBindings) &&
        node.importClause.namedBindings.elements.length > 0 &&
        node.importClause.namedBindings.elements.every((e) => e.isTypeOnly);
      if (INCLUDE_TYPES || (!typeOnly && !allTypes)) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true));
  return specifiers;
}

function cyclesIn(app) {
  const configPath = path.join(root, 'apps', app, 'tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const srcDir = path.join(root, 'apps', app, 'src') + path.sep;
  const files = parsed.fileNames.filter((f) => f.startsWith(srcDir) && !/\.test\.tsx?$/u.test(f));
  const inGraph = new Set(files);
  const graph = new Map();
  for (const file of files) {
    const deps = new Set();
    for (const spec of importsOf(file, ts.sys.readFile(file) ?? '')) {
      const resolved = ts.resolveModuleName(spec, file, parsed.options, ts.sys).resolvedModule;
      if (resolved && inGraph.has(resolved.resolvedFileName)) deps.add(resolved.resolvedFileName);
    }
    graph.set(file, [...deps]);
  }
  // Tarjan's strongly connected components: every component of two or more files (or a file
  // importing itself) is a cycle.
  let index = 0;
  const stack = [];
  const meta = new Map();
  const cycles = [];
  const strongConnect = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v)) {
      if (!meta.has(w)) {
        strongConnect(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) {
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
      }
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v).includes(v)) cycles.push(component);
    }
  };
  for (const file of files) if (!meta.has(file)) strongConnect(file);
  return cycles;
}

let failed = false;
for (const app of APPS) {
  for (const cycle of cyclesIn(app)) {
    failed = true;
    console.error(`Import cycle in apps/${app}:\n  ${cycle.map((f) => path.relative(root, f)).join('\n  ')}`);
  }
}
if (failed) process.exit(1);
console.log(`check-import-cycles: no import cycles in ${APPS.map((a) => `apps/${a}/src`).join(' or ')}`);
