import type { OperatorArea } from "./area.ts";
import { redemptionsArea } from "./redemptions.ts";

/** Every area `npm run operator` knows, in the order its help lists them. */
export const OPERATOR_AREAS: readonly OperatorArea[] = [redemptionsArea];
