CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"user_id" uuid NOT NULL,
	"formation_id" uuid,
	"attempt_id" uuid,
	"score" double precision NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"holder_name" text NOT NULL,
	"formation_title" jsonb NOT NULL,
	"signature" text NOT NULL,
	"key_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL,
	CONSTRAINT "certificates_score_check" CHECK ("certificates"."score" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "quiz_attempts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"formation_id" uuid NOT NULL,
	"answers" jsonb NOT NULL,
	"correct_count" smallint NOT NULL,
	"questions_count" smallint NOT NULL,
	"score" double precision NOT NULL,
	"pass_mark" smallint NOT NULL,
	"passed" boolean NOT NULL,
	"missed_modules" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL,
	CONSTRAINT "quiz_attempts_score_check" CHECK ("quiz_attempts"."score" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_attempt_id_quiz_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."quiz_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_attempts" ADD CONSTRAINT "quiz_attempts_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_formation_key" ON "certificates" USING btree ("user_id","formation_id");--> statement-breakpoint
CREATE INDEX "certificates_user_change_seq_idx" ON "certificates" USING btree ("user_id","change_seq");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_formation_idx" ON "quiz_attempts" USING btree ("user_id","formation_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_attempts_user_change_seq_idx" ON "quiz_attempts" USING btree ("user_id","change_seq");