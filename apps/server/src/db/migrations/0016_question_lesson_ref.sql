-- A question remembers the lesson it was last linked to (decision 0034): deleting the lesson sets
-- lesson_id to NULL (the foreign key's ON DELETE SET NULL) and keeps lesson_ref, so importing the
-- lessons export again can link the question back.
ALTER TABLE "quiz_questions" ADD COLUMN "lesson_ref" integer;--> statement-breakpoint
UPDATE "quiz_questions" SET "lesson_ref" = "lesson_id";--> statement-breakpoint
-- A write of the question itself (trigger depth 1) sets lesson_ref to its lesson_id, an unlinking
-- included; the foreign key's SET NULL runs inside the lesson's delete trigger (depth 2) and keeps it.
CREATE FUNCTION "quiz_questions_keep_lesson_ref"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."lesson_id" IS NOT NULL OR pg_trigger_depth() = 1 THEN
    NEW."lesson_ref" := NEW."lesson_id";
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "quiz_questions_keep_lesson_ref" BEFORE INSERT OR UPDATE ON "quiz_questions"
  FOR EACH ROW EXECUTE FUNCTION "quiz_questions_keep_lesson_ref"();
