-- Staff roles of the admin area: every account that may use the admin sign-in
-- (users.role = 'admin') has one row here saying what it may do there, and whether it may
-- sign in at all. Existing admins keep the role admin.
CREATE TABLE "staff_members" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"staff_role" text DEFAULT 'admin' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"one_time_password_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_members_role_check" CHECK ("staff_role" in ('admin', 'catalog_moderator', 'support'))
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "staff_members" ("user_id", "staff_role") SELECT "id", 'admin' FROM "users" WHERE "role" = 'admin' ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- An admin account created by any other path (the demo seed, psql) is an admin of the panel
-- too, rather than an account that can sign in with no role at all.
CREATE OR REPLACE FUNCTION staff_members_for_new_admin() RETURNS trigger AS $$
BEGIN
	INSERT INTO staff_members (user_id, staff_role) VALUES (NEW.id, 'admin') ON CONFLICT DO NOTHING;
	RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_admin_staff AFTER INSERT ON "users" FOR EACH ROW WHEN (NEW.role = 'admin') EXECUTE FUNCTION staff_members_for_new_admin();
--> statement-breakpoint
-- Every decision taken in the admin area: who took it, what, when, on which object, and why.
-- Rows are only ever added. The actor's e-mail is copied so the record outlives the account.
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"actor_user_id" integer,
	"actor_email" text NOT NULL,
	"actor_role" text NOT NULL,
	"action" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"reason" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("object_type", "object_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC, "id" DESC);
