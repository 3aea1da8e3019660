CREATE TABLE "content_pages" (
	"pagina" text NOT NULL,
	"idioma" text NOT NULL,
	"contenido" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_pagina_idioma_pk" PRIMARY KEY("pagina","idioma"),
	CONSTRAINT "content_pages_pagina_ck" CHECK ("content_pages"."pagina" in ('orientacion', 'ayuda')),
	CONSTRAINT "content_pages_idioma_ck" CHECK ("content_pages"."idioma" in ('es', 'en'))
);
--> statement-breakpoint
CREATE TABLE "help_faq" (
	"id" serial PRIMARY KEY NOT NULL,
	"rol" text NOT NULL,
	"idioma" text NOT NULL,
	"orden" integer NOT NULL,
	"pregunta" text NOT NULL,
	"respuesta" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_faq_rol_ck" CHECK ("help_faq"."rol" in ('alumno', 'empresa')),
	CONSTRAINT "help_faq_idioma_ck" CHECK ("help_faq"."idioma" in ('es', 'en'))
);
--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_faq_list_idx" ON "help_faq" USING btree ("rol","idioma","orden");