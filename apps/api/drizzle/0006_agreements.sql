CREATE TABLE "agreement_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"agreement_id" integer NOT NULL,
	"from_estado" text,
	"to_estado" text NOT NULL,
	"user_id" integer,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agreements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"estado" text DEFAULT 'generado' NOT NULL,
	"contact_id" integer,
	"billing_account_id" integer,
	"tramitacion_manual" boolean NOT NULL,
	"firmante_nombre" text NOT NULL,
	"firmante_apellidos" text NOT NULL,
	"firmante_cargo" text NOT NULL,
	"firmante_email" text,
	"firmante_dni" text,
	"firmante_telefono" text,
	"fecha_caducidad" date,
	"sin_caducidad" boolean DEFAULT true NOT NULL,
	"requiere_pedido" boolean DEFAULT false NOT NULL,
	"pedido_anual" boolean DEFAULT false NOT NULL,
	"numero_pedido" text,
	"pago_domiciliado" boolean NOT NULL,
	"iban" text,
	"pdf_key" text,
	"pdf_sha256" text,
	"signed_key" text,
	"signed_sha256" text,
	"signed_at" timestamp with time zone,
	"motivo" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_agreement_profiles" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"contact_id" integer,
	"billing_account_id" integer,
	"tramitacion_manual" boolean NOT NULL,
	"firmante_nombre" text NOT NULL,
	"firmante_apellidos" text NOT NULL,
	"firmante_cargo" text NOT NULL,
	"firmante_email" text,
	"requiere_pedido" boolean NOT NULL,
	"pedido_anual" boolean NOT NULL,
	"numero_pedido" text,
	"pago_domiciliado" boolean NOT NULL,
	"iban" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"numero" text NOT NULL,
	"fecha" timestamp with time zone NOT NULL,
	"concepto" text NOT NULL,
	"importe" numeric(12, 2) NOT NULL,
	"estado" text DEFAULT 'pendiente' NOT NULL,
	"pdf_key" text,
	"pdf_sha256" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_agreement_id_agreements_id_fk" FOREIGN KEY ("agreement_id") REFERENCES "public"."agreements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreement_events" ADD CONSTRAINT "agreement_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_contact_id_company_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agreements" ADD CONSTRAINT "agreements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_agreement_profiles" ADD CONSTRAINT "company_agreement_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_agreement_profiles" ADD CONSTRAINT "company_agreement_profiles_contact_id_company_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_agreement_profiles" ADD CONSTRAINT "company_agreement_profiles_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agreement_events_agreement_idx" ON "agreement_events" USING btree ("agreement_id");--> statement-breakpoint
CREATE INDEX "agreements_company_idx" ON "agreements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_company_idx" ON "invoices" USING btree ("company_id","fecha");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_numero_uq" ON "invoices" USING btree ("numero");