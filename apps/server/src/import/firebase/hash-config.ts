import type { FirebaseHashConfig } from '../../modules/auth/firebase-scrypt';

/** Why a hash-config file could not be read, in words for the person running the import. */
export class HashConfigError extends Error {
  override name = 'HashConfigError';
}

const KEYS = {
  base64_signer_key: 'signerKey',
  base64_salt_separator: 'saltSeparator',
  rounds: 'rounds',
  mem_cost: 'memCost',
} as const;

/**
 * A Firebase project's password-hash parameters from `--hash-config` (issue #20): the block the
 * console shows under "Password hash parameters", pasted as it is —
 * `hash_config { algorithm: SCRYPT, base64_signer_key: …, base64_salt_separator: …, rounds: 8,
 * mem_cost: 14, }` — or a JSON object with the same keys.
 */
export function parseHashConfig(text: string): FirebaseHashConfig {
  const trimmed = text.trim();
  const fields: Record<string, string> = {};
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new HashConfigError('The hash config looks like JSON but could not be read as JSON.');
    }
    for (const [key, value] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
    }
  } else {
    // `key: value` pairs, separated by commas or new lines, inside `hash_config { … }` or not.
    const body = trimmed.replace(/^hash_config\s*\{/, '').replace(/\}\s*$/, '');
    for (const pair of body.split(/[,\n]/)) {
      const match = /^\s*([a-z0-9_]+)\s*:\s*"?([^"]*?)"?\s*$/i.exec(pair);
      if (match) fields[match[1]!.toLowerCase()] = match[2]!;
    }
  }
  if (fields.algorithm !== undefined && fields.algorithm.toUpperCase() !== 'SCRYPT') {
    throw new HashConfigError(
      `The project's passwords are hashed with ${fields.algorithm}; only SCRYPT (Firebase's default) can be imported.`,
    );
  }
  const missing = Object.keys(KEYS).filter((key) => !fields[key]);
  if (missing.length > 0) {
    throw new HashConfigError(`The hash config has no ${missing.join(', ')}.`);
  }
  const rounds = Number(fields.rounds);
  const memCost = Number(fields.mem_cost);
  // Firebase's own ranges (every sign-in pays one check of these while an imported hash is left).
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 8) {
    throw new HashConfigError(`rounds must be a whole number from 1 to 8, not ${fields.rounds}.`);
  }
  if (!Number.isInteger(memCost) || memCost < 1 || memCost > 14) {
    throw new HashConfigError(
      `mem_cost must be a whole number from 1 to 14, not ${fields.mem_cost}.`,
    );
  }
  const base64 = /^[A-Za-z0-9+/_-]+={0,2}$/;
  for (const key of ['base64_signer_key', 'base64_salt_separator'] as const) {
    if (!base64.test(fields[key]!)) throw new HashConfigError(`${key} is not base64.`);
  }
  return {
    signerKey: fields.base64_signer_key!,
    saltSeparator: fields.base64_salt_separator!,
    rounds,
    memCost,
  };
}
