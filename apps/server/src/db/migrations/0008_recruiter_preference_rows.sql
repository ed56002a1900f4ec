-- Every company member has recruiter preferences from the start (made with the membership), so reading
-- /recruiter-preference never writes. Members made before this get their row here.
INSERT INTO "recruiter_preference" ("user_id")
  SELECT DISTINCT "user_id" FROM "user_company"
  ON CONFLICT ("user_id") DO NOTHING;
