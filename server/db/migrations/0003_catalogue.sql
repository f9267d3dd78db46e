CREATE SEQUENCE "public"."sync_change_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "attachments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"formation_id" uuid NOT NULL,
	"lesson_id" uuid,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"mime_type" text NOT NULL,
	"storage_key" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enrollments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"formation_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL,
	CONSTRAINT "enrollments_status_check" CHECK ("enrollments"."status" in ('active', 'pending', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "formation_views" (
	"formation_id" uuid NOT NULL,
	"day" date NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "formation_views_formation_id_day_visitor_pk" PRIMARY KEY("formation_id","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "formations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"topic" text NOT NULL,
	"level" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"price_centimes" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"thumbnail" text,
	"published" boolean DEFAULT false NOT NULL,
	"pass_mark" smallint DEFAULT 7 NOT NULL,
	"modules_count" integer DEFAULT 0 NOT NULL,
	"students_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"rating_average" double precision DEFAULT 0 NOT NULL,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL,
	CONSTRAINT "formations_price_check" CHECK ("formations"."price_centimes" >= 0),
	CONSTRAINT "formations_level_check" CHECK ("formations"."level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "lessons" (
	"id" uuid PRIMARY KEY NOT NULL,
	"module_id" uuid NOT NULL,
	"formation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"about" jsonb NOT NULL,
	"video" text,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"free_preview" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" uuid PRIMARY KEY NOT NULL,
	"formation_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quiz_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"formation_id" uuid NOT NULL,
	"module_id" uuid,
	"position" integer NOT NULL,
	"text" jsonb NOT NULL,
	"options" jsonb NOT NULL,
	"correct_index" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL,
	CONSTRAINT "quiz_questions_correct_check" CHECK ("quiz_questions"."correct_index" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY NOT NULL,
	"formation_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text,
	"rating" smallint NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"change_seq" bigint DEFAULT nextval('sync_change_seq') NOT NULL,
	CONSTRAINT "reviews_rating_check" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "sync_tombstones" (
	"seq" bigint PRIMARY KEY NOT NULL,
	"stream" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"user_id" uuid,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formation_views" ADD CONSTRAINT "formation_views_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_questions" ADD CONSTRAINT "quiz_questions_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attachments_formation_idx" ON "attachments" USING btree ("formation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "enrollments_user_formation_key" ON "enrollments" USING btree ("user_id","formation_id");--> statement-breakpoint
CREATE INDEX "enrollments_formation_idx" ON "enrollments" USING btree ("formation_id","status");--> statement-breakpoint
CREATE INDEX "enrollments_user_change_seq_idx" ON "enrollments" USING btree ("user_id","change_seq");--> statement-breakpoint
CREATE INDEX "formation_views_day_idx" ON "formation_views" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "formations_slug_key" ON "formations" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "formations_change_seq_idx" ON "formations" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "formations_published_idx" ON "formations" USING btree ("published","id");--> statement-breakpoint
CREATE INDEX "lessons_module_idx" ON "lessons" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "lessons_formation_idx" ON "lessons" USING btree ("formation_id");--> statement-breakpoint
CREATE INDEX "lessons_change_seq_idx" ON "lessons" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "modules_formation_idx" ON "modules" USING btree ("formation_id","position");--> statement-breakpoint
CREATE INDEX "modules_change_seq_idx" ON "modules" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "quiz_questions_formation_idx" ON "quiz_questions" USING btree ("formation_id","position");--> statement-breakpoint
CREATE INDEX "quiz_questions_change_seq_idx" ON "quiz_questions" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "reviews_formation_idx" ON "reviews" USING btree ("formation_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_change_seq_idx" ON "reviews" USING btree ("change_seq");--> statement-breakpoint
CREATE INDEX "sync_tombstones_stream_idx" ON "sync_tombstones" USING btree ("stream","seq");--> statement-breakpoint
CREATE INDEX "sync_tombstones_user_idx" ON "sync_tombstones" USING btree ("user_id","seq");