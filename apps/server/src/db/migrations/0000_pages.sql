CREATE TABLE "pages" (
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"sections" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "pages_slug_locale_pk" PRIMARY KEY("slug","locale"),
	CONSTRAINT "pages_locale_check" CHECK ("pages"."locale" in ('en', 'es'))
);
