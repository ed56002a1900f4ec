ALTER TABLE "application" ADD COLUMN "withdrawn_at" timestamp (3) with time zone;--> statement-breakpoint
-- A withdrawn application's card is locked on the board (board.service.ts reads withdrawn_at): the
-- board cache's trigger of migration 0015 now bumps job.board_version when it changes too.
CREATE OR REPLACE FUNCTION "board_version_application"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "board_version_bump"(ARRAY(SELECT DISTINCT "job_id" FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "board_version_bump"(ARRAY(SELECT DISTINCT "job_id" FROM old_rows));
  ELSE
    PERFORM "board_version_bump"(ARRAY(
      SELECT o."job_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."job_id", o."user_id", o."job_application_status_id", o."viewed_at", o."created_at", o."deleted_at", o."withdrawn_at")
        IS DISTINCT FROM (n."job_id", n."user_id", n."job_application_status_id", n."viewed_at", n."created_at", n."deleted_at", n."withdrawn_at")
      UNION
      SELECT n."job_id" FROM old_rows o JOIN new_rows n ON n."id" = o."id"
      WHERE (o."job_id", o."user_id", o."job_application_status_id", o."viewed_at", o."created_at", o."deleted_at", o."withdrawn_at")
        IS DISTINCT FROM (n."job_id", n."user_id", n."job_application_status_id", n."viewed_at", n."created_at", n."deleted_at", n."withdrawn_at")));
  END IF;
  RETURN NULL;
END $$;
