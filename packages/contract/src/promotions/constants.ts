/**
 * Spec §9: placeholders while the promotions page loads. (Its "5 promotions" placeholders have no
 * use here: the home's promotions come in the home's own payload, never loading on their own.)
 */
export const PROMOTIONS_PAGE_SKELETON_COUNT = 6;
