import { createFunctionsClient } from '@toolbox/client';
import { FUNCTIONS_REGION } from '@toolbox/domain';

/** The portal's callable functions: same origin, the session cookie, the product's region. */
export const functions = createFunctionsClient({ region: FUNCTIONS_REGION });

/** Calls a function and answers its result. */
export async function callFunction(name: string, data: unknown): Promise<unknown> {
  return (await functions.httpsCallable(name)(data)).data;
}
