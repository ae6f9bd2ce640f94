-- Session tokens are stored as their SHA-256 (decision 017): hash the ones already issued, so
-- every signed-in browser stays signed in and the table holds no live token.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
