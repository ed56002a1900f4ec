-- Issue 15 (search under load): the candidate search probes a candidate's skills and languages by
-- (user_id, id) and then filters on years / language level; with those columns INCLUDEd the probes
-- are index-only (on 100,000 candidates the bench query's shared buffers fell from 10,716 to 8,082).
-- Drizzle's index builder has no INCLUDE, so this migration is hand-written and the schema files
-- do not declare these two indexes.
CREATE INDEX IF NOT EXISTS "user_language_user_lang_level_idx"
  ON "user_language" USING btree ("user_id", "language_id") INCLUDE ("language_level_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "user_professional_skill_user_skill_years_idx"
  ON "user_professional_skill" USING btree ("user_id", "professional_skill_id") INCLUDE ("years");
