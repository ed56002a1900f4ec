-- Board columns (spec section 4): the default columns are stored by key (selected, phase1, phase2, phase3,
-- discarded) and named by the web app in the reader's language. Columns that still carry a default name in
-- Italian or English (as the server used to create them) get the key; a name a recruiter chose stays.
UPDATE "job_application_status" SET "name" = 'selected', "updated_at" = now()
  WHERE "special" = 'selected' AND "name" IN ('Selezionati', 'Selected');--> statement-breakpoint
UPDATE "job_application_status" SET "name" = 'discarded', "updated_at" = now()
  WHERE "special" = 'discarded' AND "name" IN ('Scartati', 'Discarded');--> statement-breakpoint
UPDATE "job_application_status" SET "name" = 'phase1', "updated_at" = now()
  WHERE "special" IS NULL AND "name" IN ('Fase 1', 'Phase 1');--> statement-breakpoint
UPDATE "job_application_status" SET "name" = 'phase2', "updated_at" = now()
  WHERE "special" IS NULL AND "name" IN ('Fase 2', 'Phase 2');--> statement-breakpoint
UPDATE "job_application_status" SET "name" = 'phase3', "updated_at" = now()
  WHERE "special" IS NULL AND "name" IN ('Fase 3', 'Phase 3');
