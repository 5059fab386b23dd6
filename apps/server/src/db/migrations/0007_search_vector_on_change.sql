-- A prompt's search vector is recomputed on UPDATE only when a text it is made of changed:
-- to_tsvector is most of the cost of writing a prompt, and a replacing import (or an edit of a
-- prompt's status or category) rewrites rows whose texts are the same. INSERT always computes it.
DROP TRIGGER "prompts_search_vector_trigger" ON "prompts";
--> statement-breakpoint
CREATE TRIGGER "prompts_search_vector_insert" BEFORE INSERT ON "prompts" FOR EACH ROW EXECUTE FUNCTION "prompts_search_vector_refresh"();
--> statement-breakpoint
CREATE TRIGGER "prompts_search_vector_update" BEFORE UPDATE OF "title", "description", "tags", "prompt_text" ON "prompts" FOR EACH ROW
  WHEN (OLD."title" IS DISTINCT FROM NEW."title" OR OLD."description" IS DISTINCT FROM NEW."description" OR OLD."tags" IS DISTINCT FROM NEW."tags" OR OLD."prompt_text" IS DISTINCT FROM NEW."prompt_text")
  EXECUTE FUNCTION "prompts_search_vector_refresh"();
