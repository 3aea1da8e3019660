ALTER TABLE "event_enrolments" ADD COLUMN "asistio" boolean;--> statement-breakpoint
ALTER TABLE "event_enrolments" ADD COLUMN "asistencia_marcada_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD COLUMN "estado" text DEFAULT 'pendiente' NOT NULL;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD COLUMN "decidida_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD COLUMN "decidida_por" integer;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD CONSTRAINT "programme_adhesions_decidida_por_users_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD CONSTRAINT "programme_adhesions_estado_ck" CHECK ("programme_adhesions"."estado" in ('pendiente', 'aceptada', 'rechazada'));--> statement-breakpoint
ALTER TABLE "programme_adhesions" ADD CONSTRAINT "programme_adhesions_motivo_ck" CHECK ("programme_adhesions"."estado" <> 'rechazada' or "programme_adhesions"."motivo" is not null);