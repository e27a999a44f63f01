ALTER TABLE "analyses" ADD COLUMN "state_bytes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sign_in_attempts_window_start_idx" ON "sign_in_attempts" USING btree ("window_start");--> statement-breakpoint
-- Existing sizes, so the storage cap counts analyses saved before it existed.
UPDATE "analyses" SET "state_bytes" = octet_length("state"::text);--> statement-breakpoint
-- Counters were keyed by the e-mail in the clear; they only ever live 15 minutes, so start over.
DELETE FROM "sign_in_attempts";
