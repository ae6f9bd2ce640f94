import crypto from 'node:crypto';

/**
 * A Firebase project's password-hash parameters, as the console's "Password hash parameters"
 * shows them (`hash_config { algorithm: SCRYPT, base64_signer_key, base64_salt_separator, rounds,
 * mem_cost }`), issue #20.
 */
export type FirebaseHashConfig = {
  /** base64 */
  signerKey: string;
  /** base64 */
  saltSeparator: string;
  rounds: number;
  memCost: number;
};

/** How an imported Firebase hash is stored: `$firebase-scrypt$r=8,m=14$sep$key$salt$hash`. */
const PREFIX = '$firebase-scrypt$';
const PARAMS = /^r=(\d{1,2}),m=(\d{1,2})$/;

/** Firebase's exports use the standard base64 alphabet; its Admin SDK the URL-safe one. */
const fromBase64 = (value: string) =>
  Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64');

/**
 * Firebase's modified scrypt (github.com/firebase/scrypt): scrypt of the password with the user's
 * salt followed by the project's separator (N = 2^memCost, r = rounds, p = 1, 32 bytes), used as
 * an AES-256-CTR key (zero IV) to encrypt the project's signer key. The result is the hash.
 */
export async function firebaseScrypt(
  password: string,
  salt: Buffer,
  config: FirebaseHashConfig,
): Promise<Buffer> {
  const N = 2 ** config.memCost;
  const key = await new Promise<Buffer>((resolve, reject) => {
    crypto.scrypt(
      password,
      Buffer.concat([salt, fromBase64(config.saltSeparator)]),
      32,
      { N, r: config.rounds, p: 1, maxmem: Math.max(32 * 1024 * 1024, 256 * N * config.rounds) },
      (error, derived) => (error ? reject(error) : resolve(derived)),
    );
  });
  const cipher = crypto.createCipheriv('aes-256-ctr', key, Buffer.alloc(16, 0));
  return Buffer.concat([cipher.update(fromBase64(config.signerKey)), cipher.final()]);
}

/** Whether a stored hash is an imported Firebase one. */
export const isFirebaseHash = (stored: string) => stored.startsWith(PREFIX);

/**
 * The stored form of a user's Firebase hash with its project's parameters (`salt` and `hash` as
 * `firebase auth:export` writes them), so that it can be checked with nothing else at hand.
 */
export function storedFirebaseHash(config: FirebaseHashConfig, salt: string, hash: string): string {
  const b64 = (value: string) => fromBase64(value).toString('base64');
  return `${PREFIX}r=${config.rounds},m=${config.memCost}$${b64(config.saltSeparator)}$${b64(config.signerKey)}$${b64(salt)}$${b64(hash)}`;
}

/** The parameters, salt and hash of a stored Firebase hash, or null when it is not one. */
export function parseFirebaseHash(
  stored: string,
): { config: FirebaseHashConfig; salt: Buffer; hash: Buffer } | null {
  if (!isFirebaseHash(stored)) return null;
  const [params, saltSeparator, signerKey, salt, hash] = stored.slice(PREFIX.length).split('$');
  const match = PARAMS.exec(params ?? '');
  if (!match || !saltSeparator || !signerKey || !salt || !hash) return null;
  const rounds = Number(match[1]);
  const memCost = Number(match[2]);
  // Firebase's own ranges, rounds 1–8 and mem_cost 1–14 (16 MiB a check at most): every sign-in
  // pays one such check while a Firebase hash is left, so nothing dearer is taken.
  if (rounds < 1 || rounds > 8 || memCost < 1 || memCost > 14) return null;
  return {
    config: { rounds, memCost, saltSeparator, signerKey },
    salt: fromBase64(salt),
    hash: fromBase64(hash),
  };
}

/** Whether `password` is the one a stored Firebase hash was made from (constant time). */
export async function verifyFirebaseHash(stored: string, password: string): Promise<boolean> {
  const parsed = parseFirebaseHash(stored);
  if (!parsed) return false;
  const computed = await firebaseScrypt(password, parsed.salt, parsed.config);
  return computed.length === parsed.hash.length && crypto.timingSafeEqual(computed, parsed.hash);
}
