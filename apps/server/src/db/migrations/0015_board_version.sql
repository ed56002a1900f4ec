ALTER TABLE "job" ADD COLUMN "board_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The board cache (modules/board/board-cache.ts) keys a job's columns and cards by job.board_version.
-- These triggers bump it in the same transaction as every write that changes what GET /board/{jobId}
-- caches, whichever code path writes, so several instances sharing the database stay correct.
-- What the cached text reads (board.service.ts columnsQuery and boardCardsJson) and its trigger here:
--   job_application_status: job_id, name, order, special, deleted_at            (insert/update/delete)
--   application: job_id, user_id, job_application_status_id, viewed_at, created_at, deleted_at
--                                                                               (insert/update/delete)
--   application_step: application_id, application_step_type_id, created_at    (insert/update/delete)
--   user: firstname, lastname, picture (a user with applications is never deleted: foreign key)
--   user_detail: user_id, headline                                             (insert/update/delete)
--   application_step_type: key, style (update; a new type has no steps yet, a used one cannot be
--   deleted: foreign key)
-- The job's own fields (name, owner, status times) are not cached: each request reads them with the
-- access check, so the job table needs no trigger. Updates that change none of those columns (a
-- step's note, a user's last sign-in, updated_at alone) do not bump. Statement-level triggers with
-- transition tables: one bump per job per statement, however many rows it writes.
CREATE FUNCTION "board_version_bump"(job_ids integer[]) RETURNS void LANGUAGE sql AS $$
  -- The rows are locked in id order, so two statements bumping the same jobs cannot deadlock here.
  UPDATE "job" SET "board_version" = "board_version" + 1
  WHERE "id" IN (SELECT "id" FROM "job" WHERE "id" = ANY(job_ids) ORDER BY "id" FOR NO KEY UPDATE)
$$;
--> statement-breakpoint
CREATE FUNCTION "board_version_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "board_version_bump"(ARRAY(SELECT DISTINCT "job_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "board_version_bump"(ARRAY(SELECT DISTINCT "job_id" FROM old_rows));
  ELSE
    PERFORM "board_version_bump"(ARRAY(
      SELECT o."job_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."job_id", o."user_id", o."job_application_status_id", o."viewed_at", o."created_at", o."deleted_at")
        IS DISTINCT FROM (n."job_id", n."user_id", n."job_application_status_id", n."viewed_at", n."created_at", n."deleted_at")
      UNION
      SELECT n."job_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."job_id", o."user_id", o."job_application_status_id", o."viewed_at", o."created_at", o."deleted_at")
        IS DISTINCT FROM (n."job_id", n."user_id", n."job_application_status_id", n."viewed_at", n."created_at", n."deleted_at")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_version_application_insert" AFTER INSERT ON "application"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_application"();
--> statement-breakpoint
CREATE TRIGGER "board_version_application_update" AFTER UPDATE ON "application"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_application"();
--> statement-breakpoint
CREATE TRIGGER "board_version_application_delete" AFTER DELETE ON "application"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_application"();
--> statement-breakpoint
CREATE FUNCTION "board_version_application_step"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "board_version_bump"(ARRAY(
      SELECT DISTINCT a."job_id" FROM new_rows s JOIN "application" a ON a."id" = s."application_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "board_version_bump"(ARRAY(
      SELECT DISTINCT a."job_id" FROM old_rows s JOIN "application" a ON a."id" = s."application_id"));
  ELSE
    PERFORM "board_version_bump"(ARRAY(
      SELECT DISTINCT a."job_id"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      JOIN "application" a ON a."id" IN (o."application_id", n."application_id")
      WHERE (o."application_id", o."application_step_type_id", o."created_at")
        IS DISTINCT FROM (n."application_id", n."application_step_type_id", n."created_at")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_version_application_step_insert" AFTER INSERT ON "application_step"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_application_step"();
--> statement-breakpoint
CREATE TRIGGER "board_version_application_step_update" AFTER UPDATE ON "application_step"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_application_step"();
--> statement-breakpoint
CREATE TRIGGER "board_version_application_step_delete" AFTER DELETE ON "application_step"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_application_step"();
--> statement-breakpoint
CREATE FUNCTION "board_version_job_application_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "board_version_bump"(ARRAY(SELECT DISTINCT "job_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "board_version_bump"(ARRAY(SELECT DISTINCT "job_id" FROM old_rows));
  ELSE
    PERFORM "board_version_bump"(ARRAY(
      SELECT unnest(ARRAY[o."job_id", n."job_id"]) FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."job_id", o."name", o."order", o."special", o."deleted_at")
        IS DISTINCT FROM (n."job_id", n."name", n."order", n."special", n."deleted_at")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_version_job_application_status_insert" AFTER INSERT ON "job_application_status"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_job_application_status"();
--> statement-breakpoint
CREATE TRIGGER "board_version_job_application_status_update" AFTER UPDATE ON "job_application_status"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_job_application_status"();
--> statement-breakpoint
CREATE TRIGGER "board_version_job_application_status_delete" AFTER DELETE ON "job_application_status"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_job_application_status"();
--> statement-breakpoint
CREATE FUNCTION "board_version_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "board_version_bump"(ARRAY(
    SELECT DISTINCT a."job_id"
    FROM old_rows o JOIN new_rows n ON n."id" = o."id" JOIN "application" a ON a."user_id" = n."id"
    WHERE (o."firstname", o."lastname", o."picture") IS DISTINCT FROM (n."firstname", n."lastname", n."picture")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_version_user_update" AFTER UPDATE ON "user"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_user"();
--> statement-breakpoint
CREATE FUNCTION "board_version_user_detail"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "board_version_bump"(ARRAY(
      SELECT DISTINCT a."job_id" FROM new_rows d JOIN "application" a ON a."user_id" = d."user_id"));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "board_version_bump"(ARRAY(
      SELECT DISTINCT a."job_id" FROM old_rows d JOIN "application" a ON a."user_id" = d."user_id"));
  ELSE
    PERFORM "board_version_bump"(ARRAY(
      SELECT DISTINCT a."job_id"
      FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      JOIN "application" a ON a."user_id" IN (o."user_id", n."user_id")
      WHERE (o."user_id", o."headline") IS DISTINCT FROM (n."user_id", n."headline")));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_version_user_detail_insert" AFTER INSERT ON "user_detail"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_user_detail"();
--> statement-breakpoint
CREATE TRIGGER "board_version_user_detail_update" AFTER UPDATE ON "user_detail"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_user_detail"();
--> statement-breakpoint
CREATE TRIGGER "board_version_user_detail_delete" AFTER DELETE ON "user_detail"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_user_detail"();
--> statement-breakpoint
CREATE FUNCTION "board_version_application_step_type"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "board_version_bump"(ARRAY(
    SELECT DISTINCT a."job_id"
    FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    JOIN "application_step" s ON s."application_step_type_id" = n."id"
    JOIN "application" a ON a."id" = s."application_id"
    WHERE (o."key", o."style") IS DISTINCT FROM (n."key", n."style")));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "board_version_application_step_type_update" AFTER UPDATE ON "application_step_type"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_version_application_step_type"();
