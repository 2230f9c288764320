import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff links (issue 27): an owner invites a member by e-mail, and a member who forgot their password
 * asks for a reset link. Each link is single-use and expiring, and only a SHA-256 hash of its token is
 * stored. An invitation names the e-mail and role; the member is created when it is accepted, with the
 * name and password the invitee chose. A reset names the member.
 */
export class StaffLinks1790000510000 implements MigrationInterface {
  name = 'StaffLinks1790000510000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE staff_link (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('invite', 'reset')),
        token_hash text NOT NULL UNIQUE,
        email text NOT NULL,
        role text CHECK (role IN ('owner', 'manager', 'support')),
        staff_id uuid REFERENCES staff_member (id),
        created_by uuid REFERENCES staff_member (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        CHECK ((kind = 'invite') = (role IS NOT NULL)),
        CHECK ((kind = 'reset') = (staff_id IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX staff_link_email_idx ON staff_link (lower(email), kind)`);
    await q.query(`CREATE INDEX staff_link_staff_idx ON staff_link (staff_id) WHERE staff_id IS NOT NULL`);
    // Made after the runtime role's migration: its default privileges grant the shop's role its rights.
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE staff_link`);
  }
}
