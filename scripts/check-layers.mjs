#!/usr/bin/env node
// The server's layering rules, which Biome's per-file import patterns cannot express (ADR 066):
//   - a module reaches another module only through its service.ts or events.ts, and its plugin.ts
//     for types only (the decorations it adds to Fastify); its schema.ts may reference another
//     module's schema.ts (foreign keys);
//   - a routes file (routes.ts, profile-routes.ts, …) never imports a repo, nor the database
//     client but for its types: routes call a service;
//   - lib/ and plugins/ never import modules/: app.ts passes in what they need;
//   - a module's code names only its own tables: a table belongs to the module whose schema file
//     defines it (`db/schema/<module>.ts` or `modules/<module>/schema.ts`); a table defined in a
//     schema file of no module (`db/schema/outbox.ts`) belongs to the platform, for db/ and the
//     event plumbing. A schema file itself may name others' tables (its foreign keys), and a test
//     may arrange and inspect any table.
// Reads relative imports (static, re-exports and import()) with the TypeScript parser.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const MODULE_DOORS = new Set(["service.ts", "events.ts"]);
const TYPE_ONLY_DOORS = new Set(["plugin.ts"]);
const PLATFORM = "the platform";
/** The modules that are the event plumbing: the outbox relay reads and marks the platform's events. */
const PLATFORM_TABLE_USERS = new Set(["realtime"]);

/** Every rule broken under `srcDir` (apps/server/src or a fixture shaped like it). */
export function checkLayers(srcDir) {
  const root = resolve(srcDir);
  const files = sourceFiles(root);
  const owners = tableOwners(root, files);
  return files.flatMap((file) => {
    const fromPath = relative(root, file);
    return importsOf(file).flatMap((entry) => {
      const toPath = relative(root, entry.target);
      const messages = [
        ruleBroken(fromPath, toPath, entry.typeOnly),
        ...entry.names.map((name) => tableRuleBroken(fromPath, toPath, owners.get(name), name)),
      ];
      return messages.filter(Boolean).map((message) => `${fromPath}:${entry.line}: ${message}`);
    });
  });
}

/** Why a file may not name the table `name` imported from `toPath` (owned by `owner`), or null. */
function tableRuleBroken(fromPath, toPath, owner, name) {
  const from = fromPath.split(sep);
  if (owner === undefined || from[0] !== "modules" || !isSchemaFile(toPath.split(sep))) return null;
  const [, ownModule] = from;
  const file = basename(fromPath);
  if (file === "schema.ts" || /\.test\.tsx?$/.test(file) || owner === ownModule) return null;
  if (owner === PLATFORM) {
    if (PLATFORM_TABLE_USERS.has(ownModule)) return null;
    return (
      `modules/${ownModule} may not use ${name}, a table of the platform: only db/ and the event ` +
      "plumbing touch it; go through the helper in db/ (db/outbox.ts for events)."
    );
  }
  return (
    `modules/${ownModule} may not use ${name}, a table of modules/${owner}: a module touches only its ` +
    `own tables; ask modules/${owner}/service.ts for what you need (add it there).`
  );
}

/** `db/schema/<file>.ts` or `modules/<module>/schema.ts`, as path parts. */
function isSchemaFile(parts) {
  return (
    (parts.length === 3 && parts[0] === "db" && parts[1] === "schema") ||
    (parts.length === 3 && parts[0] === "modules" && parts[2] === "schema.ts")
  );
}

/**
 * Each table's owner, by the schema file that defines it (`export const x = pgTable(…)`): the
 * module of `modules/<m>/schema.ts` or of `db/schema/<m>.ts`, else the platform.
 */
function tableOwners(root, files) {
  const modulesDir = join(root, "modules");
  const modules = new Set(
    existsSync(modulesDir)
      ? readdirSync(modulesDir, { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => entry.name)
      : [],
  );
  const owners = new Map();
  for (const file of files) {
    const parts = relative(root, file).split(sep);
    if (!isSchemaFile(parts)) continue;
    const named = parts[0] === "modules" ? parts[1] : basename(parts[2], ".ts");
    const owner = modules.has(named) ? named : PLATFORM;
    for (const table of tablesDefinedIn(file)) owners.set(table, owner);
  }
  return owners;
}

function tablesDefinedIn(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  return source.statements.flatMap((statement) => {
    const isExported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!ts.isVariableStatement(statement) || !isExported) return [];
    return statement.declarationList.declarations
      .filter(
        (declaration) =>
          ts.isIdentifier(declaration.name) &&
          declaration.initializer !== undefined &&
          ts.isCallExpression(declaration.initializer) &&
          ts.isIdentifier(declaration.initializer.expression) &&
          declaration.initializer.expression.text === "pgTable",
      )
      .map((declaration) => declaration.name.text);
  });
}

/** Why `from` may not import `to` (both relative to src, "/"-separated), or null if it may. */
function ruleBroken(fromPath, toPath, typeOnly) {
  const from = fromPath.split(sep);
  const to = toPath.split(sep);
  const target = to.join("/");
  if ((from[0] === "lib" || from[0] === "plugins") && to[0] === "modules") {
    return `${from[0]}/ may not import ${target}: lib/ and plugins/ sit below modules/; let app.ts pass in what they need.`;
  }
  if (from[0] !== "modules") return null;
  // The Db type may pass through routes on its way to the service; the client itself may not.
  const isRepo =
    (to[0] === "modules" && basename(toPath) === "repo.ts") || (target === "db/client.ts" && !typeOnly);
  if (basename(fromPath).endsWith("routes.ts") && isRepo) {
    return `routes may not import ${target}: routes call their service; put the query behind a function in service.ts.`;
  }
  if (to[0] !== "modules") return null;
  const [, ownModule] = from;
  const [, otherModule, ...rest] = to;
  if (otherModule === ownModule) return null;
  const door = rest.join("/");
  if (MODULE_DOORS.has(door) || (typeOnly && TYPE_ONLY_DOORS.has(door))) return null;
  // A table may reference another module's table (a foreign key to players, say): schema to schema.
  if (basename(fromPath) === "schema.ts" && door === "schema.ts") return null;
  if (TYPE_ONLY_DOORS.has(door)) {
    return `modules/${ownModule} may import ${target} for types only: use \`import type\`.`;
  }
  return (
    `modules/${ownModule} may not import ${target}: another module is used only through its ` +
    `service.ts or events.ts (plugin.ts for types); export what you need from modules/${otherModule}/service.ts.`
  );
}

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Relative imports of one file: the resolved target, its line, whether only types come in, and the
 * names it takes by name (as the target exports them).
 */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (specifier, typeOnly, names = []) => {
    if (!ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return;
    const line = source.getLineAndCharacterOfPosition(specifier.getStart()).line + 1;
    found.push({ target: resolve(dirname(file), specifier.text), line, typeOnly, names });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const bindings = node.importClause?.namedBindings;
      add(
        node.moduleSpecifier,
        isTypeOnlyImport(node.importClause),
        bindings && ts.isNamedImports(bindings) ? exportedNames(bindings.elements) : [],
      );
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const clause = node.exportClause;
      add(
        node.moduleSpecifier,
        node.isTypeOnly,
        clause && ts.isNamedExports(clause) ? exportedNames(clause.elements) : [],
      );
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      if (node.arguments[0]) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `{ a, b as c }`: the names as the other file exports them (a, b). */
function exportedNames(elements) {
  return elements.map((element) => (element.propertyName ?? element.name).text);
}

function isTypeOnlyImport(clause) {
  if (!clause) return false; // a side-effect import runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const srcDir = fileURLToPath(new URL("../apps/server/src", import.meta.url));
  const problems = checkLayers(srcDir);
  for (const problem of problems) console.error(`apps/server/src/${problem}`);
  if (problems.length > 0) {
    console.error(`✗ ${problems.length} import(s) break the server's layering (docs/ARCHITECTURE.md).`);
    process.exit(1);
  }
  console.log("✓ server imports follow the layering");
}
