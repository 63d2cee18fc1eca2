/**
 * How a feature declares its fields of spec §3 "App init data" (`<feature>/app-init.ts`): their
 * schemas and what a guest gets while no module fills them in. `composed.generated.ts` (written by
 * `npm run generate`) collects every feature's slice, so no shared list names the fields.
 */
import { z } from "zod";

export interface AppInitSlice<Fields extends z.ZodRawShape, Defaults> {
  readonly fields: Fields;
  readonly defaults: Defaults;
}

/**
 * A feature's slice. `serverOnly` names the fields without a meaningful default, which the server
 * always answers (the accounts module's `terms`); every other field has its inactive default.
 */
export function defineAppInitSlice<
  const Fields extends z.ZodRawShape,
  const ServerOnly extends keyof Fields = never,
>(slice: {
  fields: Fields;
  serverOnly?: readonly ServerOnly[];
  defaults: NoInfer<Omit<z.output<z.ZodObject<Fields>>, ServerOnly>>;
}): AppInitSlice<Fields, Omit<z.output<z.ZodObject<Fields>>, ServerOnly>> {
  return { fields: slice.fields, defaults: slice.defaults };
}

/** A feature flag block of the shape the site reads: `{ isActive }`. Inactive until its feature ships. */
export const FeatureState = z.object({ isActive: z.boolean() });
export const INACTIVE = { isActive: false } as const;
