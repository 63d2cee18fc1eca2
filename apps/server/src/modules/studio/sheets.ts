/**
 * The titles' published maths sheets (packages/games/sheets, every version ever published) and the
 * maths a round plays under: the sheet of the version it started with, so a round open across a
 * release finishes under the maths it was started and recorded under.
 */
import type { MathsVersions, MathsSheet as WireSheet } from "@reelhouse/contract";
import { findTitle, type MathsSheet, type PlayableTitle, titleFromSheet } from "@reelhouse/games";
import { MATHS_SHEETS } from "@reelhouse/games/sheets";
import { AppError } from "../../lib/errors.ts";
import { titleOrThrow } from "./bets.ts";

/** The engine's sheet goes on the wire as it is: this stops compiling if the two drift apart. */
function toWire(sheet: MathsSheet): WireSheet {
  return sheet;
}

const sheetNotFound = () =>
  new AppError("NOT_FOUND", { key: "mathsSheetNotFound" }, { reason: "MATHS_SHEET_NOT_FOUND" });

function findSheet(gameId: string, version: number): MathsSheet | undefined {
  return MATHS_SHEETS.find((sheet) => sheet.id === gameId && sheet.mathsVersion === version);
}

export function mathsVersions(gameId: string): MathsVersions {
  const title = titleOrThrow(gameId);
  return {
    gameId,
    name: title.info.name,
    current: title.info.mathsVersion,
    versions: MATHS_SHEETS.filter((sheet) => sheet.id === gameId).map((sheet) => sheet.mathsVersion),
  };
}

/** A title in development has its sheets in the archive but is not offered: none is served. */
export function mathsSheet(gameId: string, version: number): WireSheet {
  titleOrThrow(gameId);
  const sheet = findSheet(gameId, version);
  if (!sheet) throw sheetNotFound();
  return toWire(sheet);
}

/** The maths a round of `gameId` recorded as `mathsVersion` plays under (the current title when unrecorded). */
export function titleForRound(gameId: string, mathsVersion: number | null): PlayableTitle {
  const current = findTitle(gameId);
  if (current && (mathsVersion === null || mathsVersion === current.info.mathsVersion)) return current;
  const sheet = mathsVersion === null ? undefined : findSheet(gameId, mathsVersion);
  if (!sheet) throw new Error(`No maths sheet of ${gameId} at version ${mathsVersion}`);
  return titleFromSheet(sheet);
}
