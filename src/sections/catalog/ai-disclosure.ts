/** The catalog's reading of a track's AI disclosure is the contract's, which the licence and the import share. */
export { AI_ROLES, aiStatement, aiText, type AiRole, type AiStatement } from '../../../functions/src/contract/ai-disclosure.ts';
