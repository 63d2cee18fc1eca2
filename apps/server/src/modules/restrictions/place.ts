/** Where a player is: an ISO 3166-1 alpha-2 country and, when known, its ISO 3166-2 subdivision. */
export interface Place {
  country: string;
  /** The subdivision part of the ISO 3166-2 code: `WA` for US-WA, `QC` for CA-QC. */
  region: string | null;
}
