CREATE TABLE "coach_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model" text NOT NULL,
	"owner_key" text NOT NULL,
	"winner" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
