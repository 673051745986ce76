/** The team plan rule lives with the subscription term (model/subscription-terms.ts), which other features' permission checks read too. */
export { teamPlanOf } from '../model/subscription-terms';
