/**
 * Files and folders the server writes for itself (docs/product.md#sec-file-modes): its own user
 * may read them, nobody else (POSIX).
 */
export const PRIVATE_FILE_MODE = 0o600;
export const PRIVATE_FOLDER_MODE = 0o700;
