CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"phone" text,
	"subject" text,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled" boolean DEFAULT false NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" uuid,
	"replied_at" timestamp with time zone,
	"replied_by" uuid,
	"reply" text,
	CONSTRAINT "contact_messages_kind_check" CHECK ("contact_messages"."kind" in ('contact', 'support')),
	CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('ar', 'fr', 'en'))
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"unsubscribe_token_hash" text NOT NULL,
	"subscribed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "newsletter_subscribers_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash"),
	CONSTRAINT "newsletter_subscribers_email_lower_check" CHECK ("newsletter_subscribers"."email" = lower("newsletter_subscribers"."email")),
	CONSTRAINT "newsletter_subscribers_language_check" CHECK ("newsletter_subscribers"."language" in ('ar', 'fr', 'en'))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_handled_created_idx" ON "contact_messages" USING btree ("handled","created_at");