ALTER TABLE "notifications" ADD COLUMN "titulo_en" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "texto_en" text;