-- Decision 030: wrong authenticator codes in a row, a budget that does not expire with the lockout window.
ALTER TABLE "user_two_factor" ADD COLUMN "failed_codes" integer DEFAULT 0 NOT NULL;