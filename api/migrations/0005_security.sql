-- Hand-written (security): shared rate-limit counters, session activity, idempotent
-- order keys and the durable e-mail outbox. Plain tables, so PGlite and PostgreSQL both run them.
--
-- rate_limits: one fixed-window counter per key (a limit's name plus a client address or a hash
-- of an account's e-mail). Every API process reads and writes the same rows, so a limit holds
-- across processes; expired rows are deleted by the limiter itself.
CREATE TABLE IF NOT EXISTS "rate_limits" (
  "key" text PRIMARY KEY NOT NULL,
  "hits" integer NOT NULL,
  "reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "rate_limits_reset_idx" ON "rate_limits" ("reset_at");
--> statement-breakpoint
-- Sessions: the idle lifetime is counted from last_seen_at (touched at most once a minute).
ALTER TABLE "sessions" ADD COLUMN IF NOT EXISTS "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Idempotency-Key (IETF draft) for POST /api/orders: scoped to a session (its id hash), kept 24 h.
-- While `response_status` is null the first request is still in flight.
CREATE TABLE IF NOT EXISTS "idempotency_keys" (
  "scope" text NOT NULL,
  "key" text NOT NULL,
  "fingerprint" text NOT NULL,
  "response_status" integer,
  "response_body" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  CONSTRAINT "idempotency_keys_pk" PRIMARY KEY ("scope", "key")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "idempotency_keys_expires_idx" ON "idempotency_keys" ("expires_at");
--> statement-breakpoint
-- Durable e-mail outbox: a message is stored in the same request that causes it and a worker
-- loop delivers it, retrying with back-off until the mailer accepts it.
CREATE TABLE IF NOT EXISTS "email_outbox" (
  "id" serial PRIMARY KEY NOT NULL,
  "message" jsonb NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "locked_until" timestamp with time zone,
  "sent_at" timestamp with time zone,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "email_outbox_due_idx" ON "email_outbox" ("next_attempt_at") WHERE "sent_at" IS NULL;
