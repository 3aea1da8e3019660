CREATE TABLE "record_import_leavers" (
	"import_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"dni" text NOT NULL,
	"nombre" text NOT NULL,
	"apellidos" text NOT NULL,
	"id_titulacion" integer NOT NULL,
	"motivo" text NOT NULL,
	CONSTRAINT "record_import_leavers_motivo_ck" CHECK ("record_import_leavers"."motivo" IN ('baja', 'ausente'))
);
--> statement-breakpoint
ALTER TABLE "record_import_refusals" ADD COLUMN "dni" text;--> statement-breakpoint
ALTER TABLE "record_import_leavers" ADD CONSTRAINT "record_import_leavers_import_id_record_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."record_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_import_leavers" ADD CONSTRAINT "record_import_leavers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_import_leavers_import_idx" ON "record_import_leavers" USING btree ("import_id","apellidos","nombre");