CREATE TABLE "company_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"nombre" text NOT NULL,
	"storage_key" text NOT NULL,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_documents_bytes_ck" CHECK ("company_documents"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "documentation_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"seccion" text NOT NULL,
	"colectivo" text DEFAULT 'todos' NOT NULL,
	"modalidad" text,
	"programme_id" integer,
	"titulo" text NOT NULL,
	"descripcion" text DEFAULT '' NOT NULL,
	"orden" integer DEFAULT 0 NOT NULL,
	"nombre_fichero" text NOT NULL,
	"storage_key" text NOT NULL,
	"extension" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentation_files_bytes_ck" CHECK ("documentation_files"."bytes" > 0)
);
--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "countersigned_key" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "countersigned_sha256" text;--> statement-breakpoint
ALTER TABLE "agreements" ADD COLUMN "countersigned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_files" ADD CONSTRAINT "documentation_files_programme_id_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentation_files" ADD CONSTRAINT "documentation_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "documentation_files_section_idx" ON "documentation_files" USING btree ("seccion","colectivo","orden");--> statement-breakpoint
CREATE INDEX "agreements_estado_idx" ON "agreements" USING btree ("estado","created_at");