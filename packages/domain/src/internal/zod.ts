/**
 * zod as every schema of the domain uses it, configured first: a failure without a message of its
 * own reads as a sentence about its field (validation-messages.ts, issue #17 item 6). Schemas
 * import `z` from here, never from 'zod' itself, and this module alone is marked in package.json as
 * having side effects, so the configuration travels with them into every bundle. Before, the
 * package was wholly free of side effects and Vite dropped the statement that configured zod: the
 * apps' forms showed zod's own wording ("Invalid input: expected string, received array").
 */
import { z } from 'zod';
import { validationMessage } from '../validation-messages';

z.config({ customError: validationMessage });

export { z };
