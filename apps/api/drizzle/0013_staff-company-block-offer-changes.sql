ALTER TABLE "companies" ADD COLUMN "mensaje_bloqueo" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "cambios_solicitados" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "cambios_solicitados_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "processed_by" integer;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD COLUMN "motivo_rechazo" text;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_estado_ck" CHECK ("account_deletion_requests"."estado" in ('pendiente', 'tramitada', 'rechazada'));--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_motivo_ck" CHECK (("account_deletion_requests"."estado" = 'rechazada') = ("account_deletion_requests"."motivo_rechazo" is not null));