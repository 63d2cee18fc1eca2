#!/usr/bin/env node
// The server's layering rules, which Biome's per-file import patterns cannot express (ADR 066):
//   - a module reaches another module only through its service.ts or events.ts, and its plugin.ts
//     for types only (the decorations it adds to Fastify); its schema.ts may reference another
//     module's schema.ts (foreign keys);
//   - a routes file (routes.ts, profile-routes.ts, …) never imports a repo, nor the database
//     client but for its types: routes call a service;
//   - lib/ and plugins/ never import modules/: app.ts passes in what they need.
// Reads relative imports (static, re-exports and import()) with the TypeScript parser.
import { readdirSync, readFileSync } from "node:fs";
import { basename, dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const MODULE_DOORS = new Set(["service.ts", "events.ts"]);
const TYPE_ONLY_DOORS = new Set(["plugin.ts"]);

/** Every rule broken under `srcDir` (apps/server/src or a fixture shaped like it). */
export function checkLayers(srcDir) {
  const root = resolve(srcDir);
  return sourceFiles(root).flatMap((file) =>
    importsOf(file).flatMap((entry) => {
      const message = ruleBroken(relative(root, file), relative(root, entry.target), entry.typeOnly);
      return message ? [`${relative(root, file)}:${entry.line}: ${message}`] : [];
    }),
  );
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

/** Relative imports of one file: the resolved target, its line and whether only types come in. */
function importsOf(file) {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found = [];
  const add = (specifier, typeOnly) => {
    if (!ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) return;
    const line = source.getLineAndCharacterOfPosition(specifier.getStart()).line + 1;
    found.push({ target: resolve(dirname(file), specifier.text), line, typeOnly });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, isTypeOnlyImport(node.importClause));
    else if (ts.isExportDeclaration(node) && node.moduleSpecifier) add(node.moduleSpecifier, node.isTypeOnly);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      if (node.arguments[0]) add(node.arguments[0], false);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
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
