-- Every newly inserted admin account gets a staff_members row with the role admin.
CREATE FUNCTION public.staff_members_for_new_admin() RETURNS trigger
    LANGUAGE plpgsql
    AS $$
BEGIN
	INSERT INTO staff_members (user_id, staff_role) VALUES (NEW.id, 'admin') ON CONFLICT DO NOTHING;
	RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_admin_staff AFTER INSERT ON public.users FOR EACH ROW WHEN ((new.role = 'admin'::text)) EXECUTE FUNCTION public.staff_members_for_new_admin();
