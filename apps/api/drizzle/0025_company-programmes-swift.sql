CREATE TABLE "programme_company_adhesions" (
	"programme_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"solicitada_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"motivo" text,
	"decidida_at" timestamp with time zone,
	"decidida_por" integer,
	CONSTRAINT "programme_company_adhesions_programme_id_company_id_pk" PRIMARY KEY("programme_id","company_id"),
	CONSTRAINT "programme_company_adhesions_estado_ck" CHECK ("programme_company_adhesions"."estado" in ('pendiente', 'aceptada', 'rechazada')),
	CONSTRAINT "programme_company_adhesions_motivo_ck" CHECK ("programme_company_adhesions"."estado" <> 'rechazada' or "programme_company_adhesions"."motivo" is not null)
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD COLUMN "swift" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "adjunto_key" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "adjunto_extension" text;--> statement-breakpoint
ALTER TABLE "programme_company_adhesions" ADD CONSTRAINT "programme_company_adhesions_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_company_adhesions" ADD CONSTRAINT "programme_company_adhesions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_company_adhesions" ADD CONSTRAINT "programme_company_adhesions_solicitada_por_users_id_fk" FOREIGN KEY ("solicitada_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programme_company_adhesions" ADD CONSTRAINT "programme_company_adhesions_decidida_por_users_id_fk" FOREIGN KEY ("decidida_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;