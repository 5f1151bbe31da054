import type { RecordedEvent, Vault } from '@nvp/events';
import type { PostgresProjection } from '../runner/projection';

/**
 * The public site's content: news items, volunteer stories, partners and the reference documents of /aboutus.
 * Story texts are sealed under the story's key: a deleted story's key is gone, so a rebuild finds nothing
 * to show for it (and the row is deleted anyway). Nothing here belongs to an account, so PersonalDataErased
 * changes nothing (an admin's id stays as the author; names are looked up elsewhere).
 */
export const contentProjection = (vault: Vault): PostgresProjection => ({
  kind: 'postgres',
  name: 'content',
  eventTypes: [
    'NewsPublished',
    'NewsEdited',
    'NewsArchived',
    'NewsActivated',
    'StoryAdded',
    'StoryUpdated',
    'StoryDeleted',
    'PartnerAdded',
    'PartnerUpdated',
    'PartnerDeleted',
    'DocumentPublished',
  ],
  tables: {
    news: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        title text NOT NULL,
        body text NOT NULL,
        title_si text,
        body_si text,
        title_ta text,
        body_ta text,
        status text NOT NULL,
        published_at timestamptz NOT NULL,
        published_by uuid,
        updated_at timestamptz NOT NULL,
        updated_by uuid
      );
      CREATE INDEX ON ${t} (status, published_at DESC);`,
    stories: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        description text NOT NULL,
        image_url text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by uuid
      );`,
    partners: (t) => `
      CREATE TABLE ${t} (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        image_url text NOT NULL,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        updated_by uuid
      );`,
    documents: (t) => `
      CREATE TABLE ${t} (
        key text NOT NULL,
        language text NOT NULL,
        file_name text NOT NULL,
        size integer NOT NULL,
        published_at timestamptz NOT NULL,
        published_by uuid,
        PRIMARY KEY (key, language)
      );`,
  },
  async handle(events: RecordedEvent[], { client, table }) {
    const news = table('news');
    const stories = table('stories');
    const partners = table('partners');
    const documents = table('documents');
    for (const e of events) {
      const d = e.data as Record<string, any>;
      const at = e.metadata.occurredAt;
      const texts = [d.title, d.body, d.titleSinhala ?? null, d.bodySinhala ?? null, d.titleTamil ?? null, d.bodyTamil ?? null];
      switch (e.type) {
        case 'NewsPublished':
          await client.query(
            `INSERT INTO ${news} (id, title, body, title_si, body_si, title_ta, body_ta, status, published_at, published_by, updated_at, updated_by)
             VALUES ($1, $2, $3, $4, $5, $6, $7, 'ACTIVE', $8, $9, $8, $9) ON CONFLICT (id) DO NOTHING`,
            [d.newsId, ...texts, at, d.adminId],
          );
          break;
        case 'NewsEdited':
          await client.query(
            `UPDATE ${news} SET title = $2, body = $3, title_si = $4, body_si = $5, title_ta = $6, body_ta = $7, updated_at = $8, updated_by = $9 WHERE id = $1`,
            [d.newsId, ...texts, at, d.adminId],
          );
          break;
        case 'NewsArchived':
        case 'NewsActivated':
          await client.query(`UPDATE ${news} SET status = $2, updated_at = $3, updated_by = $4 WHERE id = $1`, [
            d.newsId,
            e.type === 'NewsArchived' ? 'ARCHIVED' : 'ACTIVE',
            at,
            d.adminId,
          ]);
          break;
        case 'StoryAdded':
        case 'StoryUpdated': {
          const p = await vault.open<{ name: string; description: string }>(d.personal);
          if (!p) break; // deleted since: its texts are shredded
          await client.query(
            `INSERT INTO ${stories} (id, name, description, image_url, created_at, updated_at, updated_by) VALUES ($1, $2, $3, $4, $5, $5, $6)
             ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, description = EXCLUDED.description, image_url = EXCLUDED.image_url,
               updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
            [d.storyId, p.name, p.description, d.imageURL, at, d.adminId],
          );
          break;
        }
        case 'StoryDeleted':
          await client.query(`DELETE FROM ${stories} WHERE id = $1`, [d.storyId]);
          break;
        case 'PartnerAdded':
        case 'PartnerUpdated':
          await client.query(
            `INSERT INTO ${partners} (id, name, image_url, created_at, updated_at, updated_by) VALUES ($1, $2, $3, $4, $4, $5)
             ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, image_url = EXCLUDED.image_url, updated_at = EXCLUDED.updated_at, updated_by = EXCLUDED.updated_by`,
            [d.partnerId, d.name, d.imageURL, at, d.adminId],
          );
          break;
        case 'PartnerDeleted':
          await client.query(`DELETE FROM ${partners} WHERE id = $1`, [d.partnerId]);
          break;
        case 'DocumentPublished':
          await client.query(
            `INSERT INTO ${documents} (key, language, file_name, size, published_at, published_by) VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (key, language) DO UPDATE SET file_name = EXCLUDED.file_name, size = EXCLUDED.size,
               published_at = EXCLUDED.published_at, published_by = EXCLUDED.published_by`,
            [d.key, d.language, d.fileName, d.size, at, d.adminId],
          );
          break;
      }
    }
  },
});
