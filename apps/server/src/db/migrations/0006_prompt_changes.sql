CREATE TABLE "prompt_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"prompt_id" uuid,
	"xid" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "prompt_changes_xid_idx" ON "prompt_changes" USING btree ("xid");--> statement-breakpoint
-- Statement triggers (one insert per statement, so a bulk import stays fast) log which prompts a
-- transaction wrote; prompt-index.ts reloads just those. A TRUNCATE logs NULL: every prompt.
CREATE FUNCTION "prompts_log_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "prompt_changes" ("prompt_id") SELECT "id" FROM "new_rows";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Both ids, should an update change one.
    INSERT INTO "prompt_changes" ("prompt_id") SELECT "id" FROM "new_rows" UNION SELECT "id" FROM "old_rows";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "prompt_changes" ("prompt_id") SELECT "id" FROM "old_rows";
  ELSE
    INSERT INTO "prompt_changes" ("prompt_id") VALUES (NULL);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "prompts_log_inserts" AFTER INSERT ON "prompts" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "prompts_log_changes"();
--> statement-breakpoint
CREATE TRIGGER "prompts_log_updates" AFTER UPDATE ON "prompts" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "prompts_log_changes"();
--> statement-breakpoint
CREATE TRIGGER "prompts_log_deletes" AFTER DELETE ON "prompts" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "prompts_log_changes"();
--> statement-breakpoint
CREATE TRIGGER "prompts_log_truncates" AFTER TRUNCATE ON "prompts" FOR EACH STATEMENT EXECUTE FUNCTION "prompts_log_changes"();
