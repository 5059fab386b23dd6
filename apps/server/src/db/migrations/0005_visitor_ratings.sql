CREATE TABLE "prompt_ratings" (
	"prompt_id" uuid NOT NULL,
	"visitor_hash" text NOT NULL,
	"rating" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "prompt_ratings_prompt_id_visitor_hash_pk" PRIMARY KEY("prompt_id","visitor_hash"),
	CONSTRAINT "prompt_ratings_rating_range" CHECK ("prompt_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "prompts" ALTER COLUMN "rating" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "prompts" ALTER COLUMN "rating" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "prompts" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prompt_ratings" ADD CONSTRAINT "prompt_ratings_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Ratings and views stored so far were invented (seeded) or typed in by an administrator, not made by
-- visitors: from now on both count only what visitors do (docs/decisions/0013-honest-claims.md).
UPDATE "prompts" SET "rating" = NULL, "views" = 0;
