-- Each prompt teaches (issue 32): how much the user must bring, why it works (with the lesson that
-- teaches it) and what to change to make it yours. Existing rows get 'beginner' and empty texts; the
-- content refresh fills the seeded ones from content/prompts.
ALTER TABLE "prompts" ADD COLUMN "difficulty" text DEFAULT 'beginner' NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "why_it_works" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "why_it_works_lesson" integer;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "make_it_yours" text DEFAULT '' NOT NULL;