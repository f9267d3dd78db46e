CREATE TABLE "pack_imports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"formation_id" uuid NOT NULL,
	"version" text NOT NULL,
	"bytes" bigint NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pack_imports_bytes_check" CHECK ("pack_imports"."bytes" >= 0)
);
--> statement-breakpoint
ALTER TABLE "pack_imports" ADD CONSTRAINT "pack_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pack_imports" ADD CONSTRAINT "pack_imports_formation_id_formations_id_fk" FOREIGN KEY ("formation_id") REFERENCES "public"."formations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pack_imports_formation_idx" ON "pack_imports" USING btree ("formation_id");