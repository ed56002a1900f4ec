-- Candidate search (modules/search): trigram text matching needs pg_trgm (PGlite loads it in db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "user_language_language_id_index";--> statement-breakpoint
CREATE INDEX "location_lat_lng_index" ON "location" USING btree ("lat","lng");--> statement-breakpoint
CREATE INDEX "user_fullname_trgm_idx" ON "user" USING gin (("firstname" || ' ' || "lastname") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_detail_seniority_id_index" ON "user_detail" USING btree ("seniority_id");--> statement-breakpoint
CREATE INDEX "user_detail_availability_id_index" ON "user_detail" USING btree ("availability_id");--> statement-breakpoint
CREATE INDEX "user_detail_education_id_index" ON "user_detail" USING btree ("education_id");--> statement-breakpoint
CREATE INDEX "user_detail_headline_trgm_idx" ON "user_detail" USING gin ("headline" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_detail_employer_name_trgm_idx" ON "user_detail" USING gin ("employer_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_driver_license_driver_license_id_index" ON "user_driver_license" USING btree ("driver_license_id");--> statement-breakpoint
CREATE INDEX "user_language_language_id_language_level_id_index" ON "user_language" USING btree ("language_id","language_level_id");--> statement-breakpoint
CREATE INDEX "user_protected_class_protected_class_id_index" ON "user_protected_class" USING btree ("protected_class_id");--> statement-breakpoint
CREATE INDEX "user_soft_skill_soft_skill_id_index" ON "user_soft_skill" USING btree ("soft_skill_id");