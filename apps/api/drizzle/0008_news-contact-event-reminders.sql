CREATE TABLE "news_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"entradilla" text NOT NULL,
	"cuerpo" text NOT NULL,
	"fecha_publicacion" date NOT NULL,
	"fuente" text,
	"enlace_externo" text,
	"url_imagen" text,
	"publicada" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_items_tipo_ck" CHECK ("news_items"."tipo" in ('noticia', 'prensa'))
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"email" text NOT NULL,
	"perfil" text NOT NULL,
	"asunto" text NOT NULL,
	"mensaje" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone,
	"handled_by" integer,
	CONSTRAINT "contact_messages_perfil_ck" CHECK ("contact_messages"."perfil" in ('estudiante', 'empresa', 'otro')),
	CONSTRAINT "contact_messages_handled_ck" CHECK ("contact_messages"."handled_by" is null or "contact_messages"."handled_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "event_reminders" (
	"event_id" integer NOT NULL,
	"candidate_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_reminders_event_id_candidate_id_pk" PRIMARY KEY("event_id","candidate_id")
);
--> statement-breakpoint
ALTER TABLE "news_items" ADD CONSTRAINT "news_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_reminders" ADD CONSTRAINT "event_reminders_candidate_id_candidates_user_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_items_public_idx" ON "news_items" USING btree ("tipo","publicada","fecha_publicacion");--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");