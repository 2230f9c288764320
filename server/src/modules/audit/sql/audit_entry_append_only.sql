-- audit_entry_append_only(): the audit trail is append-only in the database itself, whoever connects:
-- a recorded entry is never changed or removed (UPDATE, DELETE and TRUNCATE are refused).
--
-- The current definition: what the migrations install, checked by test/database-functions.test.ts.
-- To change it, edit this file, then add a migration that installs the new text (a copy, not a read
-- of this file: docs/architecture.md, "Database code").

CREATE OR REPLACE FUNCTION public.audit_entry_append_only()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
      BEGIN
        RAISE EXCEPTION 'audit_entry is append-only: % is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
      END
      $function$;

CREATE OR REPLACE TRIGGER audit_entry_no_change BEFORE UPDATE OR DELETE ON audit_entry FOR EACH ROW EXECUTE FUNCTION audit_entry_append_only();

CREATE OR REPLACE TRIGGER audit_entry_no_truncate BEFORE TRUNCATE ON audit_entry FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_append_only();
