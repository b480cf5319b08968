CREATE TABLE "terms_acceptances" (
	"member_id" uuid NOT NULL,
	"document" text NOT NULL,
	"version" text NOT NULL,
	"language" text NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "terms_acceptances_member_id_document_version_pk" PRIMARY KEY("member_id","document","version"),
	CONSTRAINT "terms_acceptances_document" CHECK ("terms_acceptances"."document" in ('terms', 'privacy'))
);
--> statement-breakpoint
ALTER TABLE "terms_acceptances" ADD CONSTRAINT "terms_acceptances_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;