/**
 * Spec §5 document upload: PDF, GIF, JPG or PNG, no larger than 15 MB. The type is read from the
 * file's first bytes, never from its name or the type the browser declared, so a script named
 * `.png` is refused.
 */
import { DOCUMENT_MAX_BYTES, type DocumentKind } from "@reelhouse/contract";
import { AppError } from "../../lib/errors.ts";

const SIGNATURES: ReadonlyArray<readonly [DocumentKind, readonly number[]]> = [
  ["pdf", [0x25, 0x50, 0x44, 0x46, 0x2d]], // %PDF-
  ["gif", [0x47, 0x49, 0x46, 0x38, 0x37, 0x61]], // GIF87a
  ["gif", [0x47, 0x49, 0x46, 0x38, 0x39, 0x61]], // GIF89a
  ["jpg", [0xff, 0xd8, 0xff]],
  ["png", [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
];

/** The document's kind by its content, or null for anything else. */
export function documentKindOf(bytes: Uint8Array): DocumentKind | null {
  const match = SIGNATURES.find(([, signature]) => signature.every((byte, at) => bytes[at] === byte));
  return match ? match[0] : null;
}

/** The file's kind, or the spec's refusal: an empty file, an unknown type, or more than 15 MB. */
export function acceptedKind(bytes: Uint8Array): DocumentKind {
  if (bytes.length > DOCUMENT_MAX_BYTES) throw documentRejected("PAYLOAD_TOO_LARGE");
  const kind = documentKindOf(bytes);
  if (!kind) throw documentRejected("UNSUPPORTED_MEDIA_TYPE");
  return kind;
}

export function documentRejected(code: "PAYLOAD_TOO_LARGE" | "UNSUPPORTED_MEDIA_TYPE"): AppError {
  return new AppError(code, { key: "documentRejected" }, { reason: "DOCUMENT_REJECTED" });
}

/** The name shown back to the player: no path, no control characters, at most 120 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (clean || "document").slice(0, 120);
}
