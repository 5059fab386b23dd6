-- An import computes most prompts' search vectors itself (lib/english-tsvector.ts, the same text
-- to_tsvector('english') makes, held to the database by its tests): INSERT computes the vector only
-- when the row comes without one.
DROP TRIGGER "prompts_search_vector_insert" ON "prompts";
--> statement-breakpoint
CREATE TRIGGER "prompts_search_vector_insert" BEFORE INSERT ON "prompts" FOR EACH ROW
  WHEN (NEW."search_vector" IS NULL)
  EXECUTE FUNCTION "prompts_search_vector_refresh"();
