import type { OperatorArea } from "./area.ts";
import { documentsArea } from "./documents.ts";
import { mailInArea } from "./mail-in.ts";
import { redemptionsArea } from "./redemptions.ts";

/** Every area `npm run operator` knows, in the order its help lists them. */
export const OPERATOR_AREAS: readonly OperatorArea[] = [redemptionsArea, documentsArea, mailInArea];
