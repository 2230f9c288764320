import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploads with bounds (issue 27):
 * - product_import: a CSV import runs as a job off the request path; the upload keeps the file here
 *   (so any backend's worker can run it), with who sent it, its progress and, when done, its result.
 *   The file is dropped once the job is over.
 * - return_video: every return video a shopper uploads, for the order line it was uploaded for, while
 *   it is arriving (`uploading`, no key yet: the format, read from its first bytes, names it) and once stored: per-shopper quotas and parallel uploads are counted
 *   here, a request may use only videos uploaded for its own line, and the sweep removes those no
 *   request uses once their life span is over.
 */
export class BoundedUploads1790000500270 implements MigrationInterface {
  name = 'BoundedUploads1790000500270';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE product_import (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        staff_id uuid NOT NULL REFERENCES staff_member (id),
        staff_email text NOT NULL,
        staff_name text NOT NULL,
        staff_role text NOT NULL,
        staff_session_id text NOT NULL,
        ip text NOT NULL DEFAULT '',
        dry_run boolean NOT NULL,
        state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'running', 'done', 'failed')),
        phase text,
        rows integer NOT NULL DEFAULT 0,
        bytes integer NOT NULL,
        file bytea,
        result jsonb,
        message text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        finished_at timestamptz
      )`);
    await q.query(`CREATE INDEX product_import_staff_idx ON product_import (staff_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE return_video (
        id uuid PRIMARY KEY,
        key text UNIQUE,
        user_id uuid NOT NULL,
        order_line_id uuid NOT NULL REFERENCES order_line (id),
        state text NOT NULL DEFAULT 'uploading' CHECK (state IN ('uploading', 'stored')),
        bytes bigint NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX return_video_user_idx ON return_video (user_id, created_at)`);
    await q.query(`CREATE INDEX return_video_created_idx ON return_video (created_at)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE return_video`);
    await q.query(`DROP TABLE product_import`);
  }
}
