CREATE TABLE "coach_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"session_id" uuid,
	"prompt" text NOT NULL,
	"rewrite" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coach_analyses" ADD CONSTRAINT "coach_analyses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coach_analyses" ADD CONSTRAINT "coach_analyses_session_id_coach_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "coach_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coach_analyses_created_idx" ON "coach_analyses" USING btree ("created_at");