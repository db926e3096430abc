// Test support: the intents a route's action handles, read from the source. A route module's
// `action` hands the post to a feature's function, which (itself or through a function of its own
// module) calls `dispatchIntent(form, { intent: handler, … })`; the handlers' names are the intents.
// A permission test lists each intent it posts, and this is how it knows it has them all.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import routeConfig from '../../app/routes';

const APP = path.resolve('app');

/** Each route id's module file (app/…), from app/routes.ts. */
export function routeFiles(): Map<string, string> {
  const files = new Map<string, string>();
  const visit = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      if (entry.id) files.set(entry.id, path.join(APP, entry.file));
      visit(entry.children ?? []);
    }
  };
  visit(routeConfig as RouteConfigEntry[]);
  return files;
}

const parsed = new Map<string, ts.SourceFile>();
function sourceOf(file: string): ts.SourceFile {
  let source = parsed.get(file);
  if (!source) {
    source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    parsed.set(file, source);
  }
  return source;
}

/** The module a `~/…` or relative import names, as a file. */
function moduleFile(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('~/') ? path.join(APP, specifier.slice(2)) : specifier.startsWith('.') ? path.resolve(path.dirname(from), specifier) : undefined;
  if (!base) return undefined;
  return ['.ts', '.tsx', '/index.ts'].map((ending) => base + ending).find((candidate) => ts.sys.fileExists(candidate));
}

/** A function declared at the top of the module (`function name` or `const name = (…) =>`), or where an import of that name comes from. */
function declaration(file: string, name: string): { file: string; node: ts.Node } | undefined {
  for (const statement of sourceOf(file).statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return { file, node: statement };
    if (ts.isVariableStatement(statement)) {
      const variable = statement.declarationList.declarations.find((entry) => ts.isIdentifier(entry.name) && entry.name.text === name);
      if (variable) return { file, node: variable };
    }
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const bindings = statement.importClause?.namedBindings;
      const imported = bindings && ts.isNamedImports(bindings) ? bindings.elements.find((element) => element.name.text === name) : undefined;
      const target = imported && moduleFile(file, statement.moduleSpecifier.text);
      if (imported && target) return declaration(target, (imported.propertyName ?? imported.name).text);
    }
  }
  return undefined;
}

const propertyName = (property: ts.ObjectLiteralElementLike) =>
  property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : undefined;

/**
 * The intents the route module's action handles: the handler names of every `dispatchIntent` call
 * reached from `action` through the functions it calls (in the app's modules). Empty when the action
 * dispatches no intents.
 */
export function intentsOf(routeFile: string): string[] {
  const intents = new Set<string>();
  const seen = new Set<ts.Node>();
  const follow = (file: string, node: ts.Node) => {
    if (seen.has(node)) return;
    seen.add(node);
    const visit = (child: ts.Node) => {
      if (ts.isCallExpression(child) && ts.isIdentifier(child.expression)) {
        const [, handlers] = child.arguments;
        if (child.expression.text === 'dispatchIntent' && handlers && ts.isObjectLiteralExpression(handlers)) {
          for (const property of handlers.properties) {
            const name = propertyName(property);
            if (name) intents.add(name);
          }
        } else {
          const called = declaration(file, child.expression.text);
          if (called && called.file.startsWith(APP)) follow(called.file, called.node);
        }
      }
      ts.forEachChild(child, visit);
    };
    visit(node);
  };
  const action = declaration(routeFile, 'action');
  if (action) follow(action.file, action.node);
  return [...intents].sort();
}
