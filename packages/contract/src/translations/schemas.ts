import { z } from "zod";

export const TranslationsParams = z.object({ locale: z.string().max(16) });

/** One language's whole catalog: the site's texts, nested by feature, keyed as the site uses them. */
export const TranslationsResponse = z.record(z.string(), z.unknown());
export type TranslationsResponse = z.infer<typeof TranslationsResponse>;
