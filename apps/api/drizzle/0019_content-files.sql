CREATE TABLE "content_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"clave" text NOT NULL,
	"uso" text NOT NULL,
	"nombre" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"publico" boolean NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_files_bytes_ck" CHECK ("content_files"."bytes" > 0),
	CONSTRAINT "content_files_uso_ck" CHECK ("content_files"."uso" in ('noticia', 'evento', 'programa', 'guia-imagen', 'guia-fichero'))
);
--> statement-breakpoint
ALTER TABLE "content_files" ADD CONSTRAINT "content_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_files_clave_uq" ON "content_files" USING btree ("clave");