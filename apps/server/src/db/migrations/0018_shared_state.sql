CREATE TABLE "attempt_window" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "used_token" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "attempt_window_reset_at_index" ON "attempt_window" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "used_token_expires_at_index" ON "used_token" USING btree ("expires_at");