/** @jest-environment node */
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type Client } from '@libsql/client';
import { migrate } from '@/lib/store/db';
import { MIGRATIONS } from '@/lib/store/migrations';
import { seedStatements } from '@/lib/store/seed';
import { signUpStatements } from '@/lib/store/email-alerts/subscriptions';
import { BackupKeyError, parseBackupKey } from './encryption';
import { BackupRefused, fileDigest, manifestKeys, manifestMac, readManifest, type Manifest } from './manifest';
import { restoreBackup, verifyBackup } from './restore';
import { takeBackup } from './snapshot';
import { latestBackupAuditHead } from './checkpoint';

let folder: string;
let live: Client;
let databaseFile: string;
let documentsDir: string;
const key = randomBytes(32);

// No hourly caps: the writer below signs up hundreds of addresses at one domain.
const noCaps = { perDomainPerHour: Number.MAX_SAFE_INTEGER, perHour: Number.MAX_SAFE_INTEGER };
const signUp = (email: string) =>
  signUpStatements(
    {
      email,
      fullName: 'Backup Test',
      country: 'Thailand',
      occupation: 'Investor',
      jobTitle: 'Analyst',
      industry: 'Finance',
      categories: 'announcements',
      lang: 'en',
      consent: 'yes',
    },
    new Date(),
    noCaps,
  );
const countOf = async (client: Client, table: string) =>
  Number((await client.execute(`SELECT COUNT(*) AS n FROM ${table}`)).rows[0].n);
const place = (name: string) => path.join(folder, name);

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'ir-backup-'));
  databaseFile = place('live/ir.db');
  documentsDir = place('live/public/documents/published');
  mkdirSync(documentsDir, { recursive: true });
  live = createClient({ url: `file:${databaseFile}` });
  await live.execute('PRAGMA journal_mode = WAL');
  await migrate(live, seedStatements);
  for (let index = 0; index < 50; index += 1) await live.batch(signUp(`before-${index}@example.com`), 'write');
  writeFileSync(path.join(documentsDir, '2026-11-20-aaaa-notice.pdf'), '%PDF-1.4\nnotice\n%%EOF\n');
  mkdirSync(path.join(documentsDir, 'nested'));
  writeFileSync(path.join(documentsDir, 'nested', 'empty.pdf'), '');
});
afterAll(() => {
  live.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('takeBackup', () => {
  it('copies the store while it is written to, counting the rows of the copy itself', async () => {
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        await live.batch(signUp(`during-${written}@example.com`), 'write');
        written += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const before = await countOf(live, 'subscription_requests');
    const { manifest, path: backup } = await takeBackup({ dir: place('backups'), databaseFile, documentsDir });
    // Wait for writes after the copy (not a fixed time: a loaded machine may write nothing in 20 ms).
    const writtenAtCopy = written;
    while (written < writtenAtCopy + 2) await new Promise((resolve) => setTimeout(resolve, 5));
    writing = false;
    await writer;

    expect(written).toBeGreaterThan(0);
    const copy = createClient({ url: `file:${path.join(backup, 'store.db')}` });
    try {
      expect(manifest.tables.subscription_requests).toBe(await countOf(copy, 'subscription_requests'));
      expect(manifest.tables.mail_outbox).toBe(await countOf(copy, 'mail_outbox'));
    } finally {
      copy.close();
    }
    expect(manifest.tables.subscription_requests).toBeGreaterThanOrEqual(before);
    expect(manifest.tables.subscription_requests).toBeLessThan(await countOf(live, 'subscription_requests'));
    expect(manifest.schemaVersion).toBe(MIGRATIONS[MIGRATIONS.length - 1].version);
    expect(manifest.encryption).toBeNull();
    expect(manifest.files.map((file) => file.path).sort()).toEqual([
      'documents/2026-11-20-aaaa-notice.pdf',
      'documents/nested/empty.pdf',
      'store.db',
    ]);
    for (const file of manifest.files)
      expect(await fileDigest(path.join(backup, file.path))).toEqual({ size: file.size, sha256: file.sha256 });
    expect(readdirSync(place('backups'))).toEqual([manifest.id]);
  });

  it('leaves nothing that looks like a backup when it fails', async () => {
    await expect(
      takeBackup({ dir: place('failed'), databaseFile: place('live/missing.db'), documentsDir }),
    ).rejects.toThrow(/does not exist/);
    await expect(
      takeBackup({ dir: place('failed'), databaseFile, documentsDir: place('live/not-a-folder.pdf') }),
    ).resolves.toBeDefined();
    writeFileSync(place('live/not-a-folder.pdf'), 'x');
    await expect(
      takeBackup({ dir: place('failed2'), databaseFile, documentsDir: place('live/not-a-folder.pdf') }),
    ).rejects.toThrow();
    expect(readdirSync(place('failed2'))).toEqual([]);
  });
});

describe('restoreBackup', () => {
  let plain: string;
  let encrypted: string;
  beforeAll(async () => {
    plain = (await takeBackup({ dir: place('plain'), databaseFile, documentsDir })).path;
    encrypted = (await takeBackup({ dir: place('encrypted'), databaseFile, documentsDir, key })).path;
  });

  it('restores into an empty folder: same rows, same documents, no leases carried over', async () => {
    await live.execute({
      sql: 'INSERT INTO job_leases (name, holder, expires_at) VALUES (?, ?, ?)',
      args: ['x', 'me', Date.now() + 60_000],
    });
    const withLease = (await takeBackup({ dir: place('lease'), databaseFile, documentsDir })).path;
    const target = place('restored/ir.db');
    const result = await restoreBackup({
      from: withLease,
      databaseFile: target,
      documentsDir: place('restored/documents'),
    });
    expect(result).toMatchObject({ movedAside: null, migrated: [], documents: 2 });
    const restored = createClient({ url: `file:${target}` });
    try {
      expect(await countOf(restored, 'subscription_requests')).toBe(result.manifest.tables.subscription_requests);
      expect(await countOf(restored, 'job_leases')).toBe(0);
    } finally {
      restored.close();
    }
    expect(readFileSync(place('restored/documents/2026-11-20-aaaa-notice.pdf'), 'utf8')).toContain('notice');
    expect(readFileSync(place('restored/documents/nested/empty.pdf'), 'utf8')).toBe('');
  });

  it('refuses a folder in use unless forced, then moves the data in place aside', async () => {
    const target = place('forced/ir.db');
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, 'the current store');
    writeFileSync(`${target}-wal`, 'its wal');
    await expect(
      restoreBackup({ from: plain, databaseFile: target, documentsDir: place('forced/documents') }),
    ).rejects.toThrow(/not empty .*--force/);
    expect(readFileSync(target, 'utf8')).toBe('the current store');
    const result = await restoreBackup({
      from: plain,
      databaseFile: target,
      documentsDir: place('forced/documents'),
      force: true,
    });
    expect(readFileSync(path.join(result.movedAside!, 'ir.db'), 'utf8')).toBe('the current store');
    expect(readFileSync(path.join(result.movedAside!, 'ir.db-wal'), 'utf8')).toBe('its wal');
    expect(existsSync(`${target}-wal`) && readFileSync(`${target}-wal`, 'utf8') === 'its wal').toBe(false);
  });

  it('decrypts an encrypted backup with its key and refuses it without, or with another', async () => {
    const files = readdirSync(encrypted);
    expect(files).toContain('store.db.enc');
    expect(readFileSync(path.join(encrypted, 'store.db.enc')).includes(Buffer.from('before-1@example.com'))).toBe(
      false,
    );
    await expect(verifyBackup(encrypted, { scratch: folder })).rejects.toThrow(/encrypted: set BACKUP_KEY/);
    await expect(verifyBackup(encrypted, { key: randomBytes(32), scratch: folder })).rejects.toThrow(/another key/);
    const result = await restoreBackup({
      from: encrypted,
      databaseFile: place('decrypted/ir.db'),
      documentsDir: place('decrypted/documents'),
      key,
    });
    expect(result.documents).toBe(2);
    expect(readFileSync(place('decrypted/documents/2026-11-20-aaaa-notice.pdf'), 'utf8')).toContain('notice');
  });

  it('migrates an older backup up to this build', async () => {
    const oldFile = place('old/ir.db');
    mkdirSync(path.dirname(oldFile), { recursive: true });
    const old = createClient({ url: `file:${oldFile}` });
    await old.execute(
      'CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
    );
    for (const migration of MIGRATIONS.filter((entry) => entry.version <= 5)) {
      await old.batch(
        [
          ...migration.statements,
          ...(migration.createsContent ? seedStatements(migration) : []),
          { sql: 'INSERT INTO schema_migrations VALUES (?, ?, ?)', args: [migration.version, migration.name, 'then'] },
        ],
        'write',
      );
    }
    old.close();
    const backup = await takeBackup({
      dir: place('old-backups'),
      databaseFile: oldFile,
      documentsDir: place('old/none'),
    });
    expect(backup.manifest.schemaVersion).toBe(5);
    const result = await restoreBackup({
      from: backup.path,
      databaseFile: place('new/ir.db'),
      documentsDir: place('new/documents'),
    });
    expect(result.migrated).toEqual(MIGRATIONS.filter((entry) => entry.version > 5).map((entry) => entry.version));
  });
});

describe('a damaged or incomplete backup is refused before anything is touched', () => {
  let source: string;
  beforeAll(async () => {
    source = (await takeBackup({ dir: place('damaged-source'), databaseFile, documentsDir })).path;
  });
  let copies = 0;
  /** A copy of the good backup, damaged by harm; restoring it must fail with the message and leave the target as it was. */
  async function refused(harm: (backup: string) => void, message: RegExp, withKey = false) {
    const backup = withKey
      ? (await takeBackup({ dir: place(`damaged-${(copies += 1)}`), databaseFile, documentsDir, key })).path
      : place(`damaged-${(copies += 1)}`);
    if (!withKey) cpSync(source, backup, { recursive: true });
    harm(backup);
    const target = place(`target-${copies}/ir.db`);
    const restoring = restoreBackup({
      from: backup,
      databaseFile: target,
      documentsDir: place(`target-${copies}/documents`),
      key: withKey ? key : null,
    });
    await expect(restoring).rejects.toThrow(message);
    await expect(restoring).rejects.toBeInstanceOf(BackupRefused);
    expect(existsSync(target)).toBe(false);
    expect(existsSync(place(`target-${copies}/documents`))).toBe(false);
    expect(readdirSync(path.dirname(target))).toEqual([]);
  }
  const flipByte = (file: string, at: (size: number) => number) => {
    const bytes = readFileSync(file);
    bytes[at(bytes.length)] ^= 0x01;
    writeFileSync(file, bytes);
  };

  it('a flipped byte in the store', () =>
    refused(
      (backup) => flipByte(path.join(backup, 'store.db'), (size) => Math.floor(size / 2)),
      /store\.db does not match its SHA-256/,
    ));
  it('a flipped byte in an encrypted store', () =>
    refused(
      (backup) => flipByte(path.join(backup, 'store.db.enc'), (size) => size - 40),
      /store\.db\.enc does not match its SHA-256/,
      true,
    ));
  it('a missing document', () =>
    refused(
      (backup) => rmSync(path.join(backup, 'documents/2026-11-20-aaaa-notice.pdf')),
      /documents\/2026-11-20-aaaa-notice\.pdf is missing/,
    ));
  it('a truncated manifest', () =>
    refused(
      (backup) => truncateSync(path.join(backup, 'manifest.json'), 200),
      /manifest\.json is truncated or not JSON/,
    ));
  it('no manifest (an interrupted backup)', () =>
    refused((backup) => rmSync(path.join(backup, 'manifest.json')), /manifest\.json is missing/));
  it('a count in the manifest that the store does not hold', () =>
    refused((backup) => {
      const file = path.join(backup, 'manifest.json');
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      manifest.tables.subscription_requests += 1;
      writeFileSync(file, JSON.stringify(manifest));
    }, /table subscription_requests holds \d+ rows, the manifest says \d+/));
  it('an encrypted file and its checksum both changed: the cipher refuses it', () =>
    refused(
      (backup) => {
        const file = path.join(backup, 'documents/2026-11-20-aaaa-notice.pdf.enc');
        flipByte(file, () => 20);
        const manifestFile = path.join(backup, 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
        const entry = manifest.files.find((candidate: { path: string }) => candidate.path.endsWith('notice.pdf.enc'));
        const bytes = readFileSync(file);
        entry.sha256 = createHash('sha256').update(bytes).digest('hex');
        // Signed again with the key too, so that it is the cipher that refuses it, not the manifest's MAC.
        manifest.mac = manifestMac(manifest, manifestKeys({ key, authSecret: null })[0].key);
        writeFileSync(manifestFile, JSON.stringify(manifest));
      },
      /notice\.pdf\.enc does not decrypt with this key/,
      true,
    ));
  it('the folder of the backups instead of one backup, naming the newest', async () => {
    await expect(verifyBackup(place('damaged-source'), { scratch: folder })).rejects.toThrow(
      /holds backups, not one: name one of them, the newest is .*ir-backup-/,
    );
  });

  it('readManifest names what is malformed', async () => {
    const backup = place('malformed');
    mkdirSync(backup);
    writeFileSync(
      path.join(backup, 'manifest.json'),
      JSON.stringify({
        format: 'ir-website-backup',
        version: 1,
        id: 'x',
        schemaVersion: 8,
        tables: {},
        encryption: null,
        files: [{ path: '../etc/passwd', size: 1, sha256: 'a'.repeat(64) }],
      }),
    );
    await expect(readManifest(backup)).rejects.toThrow(/the entry "..\/etc\/passwd" of files is malformed/);
  });
});

describe('BACKUP_KEY', () => {
  it('takes 32 bytes as 64 hex digits or base64, and refuses anything else', () => {
    const bytes = randomBytes(32);
    expect(parseBackupKey(bytes.toString('hex')).equals(bytes)).toBe(true);
    expect(parseBackupKey(bytes.toString('base64')).equals(bytes)).toBe(true);
    for (const wrong of ['correct horse battery staple', 'ab'.repeat(31), randomBytes(16).toString('base64')])
      expect(() => parseBackupKey(wrong)).toThrow(BackupKeyError);
  });
});

describe('the uploaded files (UPLOAD_DIR)', () => {
  const bytes = Buffer.from('%PDF-1.4\nuploaded\n%%EOF\n');
  const hash = createHash('sha256').update(bytes).digest('hex');
  // A results-day webcast: videos are uploads as PDFs are.
  const video = Buffer.from('\x1aE\xdf\xa3 a webm recording');
  const videoHash = createHash('sha256').update(video).digest('hex');
  let uploadsDir: string;

  beforeAll(() => {
    uploadsDir = place('live/uploads');
    mkdirSync(path.join(uploadsDir, '.partial'), { recursive: true });
    writeFileSync(path.join(uploadsDir, `${hash}.pdf`), bytes);
    writeFileSync(path.join(uploadsDir, `${videoHash}.webm`), video);
    // An upload in progress and a stray file are not data.
    writeFileSync(path.join(uploadsDir, '.partial', 'abc.part'), 'half');
    writeFileSync(path.join(uploadsDir, 'notes.txt'), 'not a stored PDF');
  });

  it.each([false, true])('are backed up and restored into UPLOAD_DIR (encrypted: %s)', async (encrypted) => {
    const { manifest, path: backup } = await takeBackup({
      dir: place(`uploads-${encrypted}`),
      databaseFile,
      documentsDir,
      uploadsDir,
      key: encrypted ? key : null,
    });
    const suffix = encrypted ? '.enc' : '';
    expect(manifest.files.map((file) => file.path).filter((file) => file.startsWith('uploads/'))).toEqual(
      [`uploads/${hash}.pdf${suffix}`, `uploads/${videoHash}.webm${suffix}`].sort(),
    );

    const target = place(`uploads-restored-${encrypted}`);
    await expect(
      restoreBackup({
        from: backup,
        databaseFile: path.join(target, 'ir.db'),
        documentsDir: path.join(target, 'documents'),
        key: encrypted ? key : null,
      }),
    ).rejects.toThrow(/uploaded file.*UPLOAD_DIR/);
    expect(existsSync(path.join(target, 'ir.db'))).toBe(false);
    const result = await restoreBackup({
      from: backup,
      databaseFile: path.join(target, 'ir.db'),
      documentsDir: path.join(target, 'documents'),
      uploadsDir: path.join(target, 'uploads'),
      key: encrypted ? key : null,
    });
    expect(result.uploads).toBe(2);
    expect(result.documents).toBe(2);
    expect(readFileSync(path.join(target, 'uploads', `${hash}.pdf`))).toEqual(bytes);
    expect(readFileSync(path.join(target, 'uploads', `${videoHash}.webm`))).toEqual(video);
    expect(readdirSync(path.join(target, 'uploads')).sort()).toEqual([`${hash}.pdf`, `${videoHash}.webm`].sort());
  });

  it('moves the uploads in place aside on a forced restore, and refuses without force', async () => {
    const { path: backup } = await takeBackup({ dir: place('uploads-forced'), databaseFile, documentsDir, uploadsDir });
    const target = place('uploads-forced-target');
    const targetUploads = path.join(target, 'uploads');
    mkdirSync(targetUploads, { recursive: true });
    const other = 'f'.repeat(64);
    writeFileSync(path.join(targetUploads, `${other}.pdf`), 'older');
    const options = {
      from: backup,
      databaseFile: path.join(target, 'ir.db'),
      documentsDir: path.join(target, 'documents'),
      uploadsDir: targetUploads,
    };
    await expect(restoreBackup(options)).rejects.toThrow(/1 uploaded file\(s\) in .*--force/);
    const result = await restoreBackup({ ...options, force: true });
    expect(readdirSync(targetUploads).sort()).toEqual([`${hash}.pdf`, `${videoHash}.webm`].sort());
    expect(readFileSync(path.join(result.movedAside!, 'uploads', `${other}.pdf`), 'utf8')).toBe('older');
  });

  it('refuses a manifest naming anything else under uploads/', async () => {
    const { path: backup } = await takeBackup({ dir: place('uploads-odd'), databaseFile, documentsDir, uploadsDir });
    const manifestFile = path.join(backup, 'manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { files: { path: string }[] };
    const entry = manifest.files.find((file) => file.path.startsWith('uploads/'))!;
    cpSync(path.join(backup, entry.path), path.join(backup, 'uploads', 'evil.sh'));
    entry.path = 'uploads/evil.sh';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    await expect(
      restoreBackup({
        from: backup,
        databaseFile: place('odd/ir.db'),
        documentsDir: place('odd/documents'),
        uploadsDir: place('odd/uploads'),
      }),
    ).rejects.toThrow(/neither the store, a document nor an uploaded file/);
  });
});

describe('a backup as an attacker with the backup folder finds it', () => {
  const authSecret = 'the-workspace-secret-kept-outside-the-store';
  const modeOf = (file: string) => statSync(file).mode & 0o777;
  const readJson = (backup: string) => JSON.parse(readFileSync(path.join(backup, 'manifest.json'), 'utf8')) as Manifest;
  const writeJson = (backup: string, manifest: Manifest) =>
    writeFileSync(path.join(backup, 'manifest.json'), JSON.stringify(manifest, null, 2));
  const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
  let copies = 0;
  const target = () => {
    copies += 1;
    return {
      databaseFile: place(`attacked-${copies}/ir.db`),
      documentsDir: place(`attacked-${copies}/documents`),
      uploadsDir: place(`attacked-${copies}/uploads`),
    };
  };

  it.each([false, true])('has files 0600 and folders 0700 (encrypted: %s)', async (encrypted) => {
    // A umask that would leave them readable to everyone, and a source file that is.
    const umask = process.umask(0o022);
    try {
      const { path: backup } = await takeBackup({
        dir: place(`modes-${encrypted}`),
        databaseFile,
        documentsDir,
        key: encrypted ? key : null,
        authSecret,
      });
      expect(modeOf(backup)).toBe(0o700);
      for (const entry of readdirSync(backup, { recursive: true, withFileTypes: true })) {
        const file = path.join(entry.parentPath, entry.name);
        expect([file, modeOf(file)]).toEqual([file, entry.isDirectory() ? 0o700 : 0o600]);
      }
    } finally {
      process.umask(umask);
    }
  });

  it('refuses an edited store.db whose manifest was computed again (no BACKUP_KEY: keyed by IR_AUTH_SECRET)', async () => {
    const { path: backup, manifest } = await takeBackup({
      dir: place('edited-store'),
      databaseFile,
      documentsDir,
      authSecret,
    });
    expect(manifest.mac).toMatch(/^[0-9a-f]{64}$/);
    const store = path.join(backup, 'store.db');
    const copy = createClient({ url: `file:${store}` });
    try {
      // The editor made an admin.
      await copy.execute(
        "INSERT INTO auth_users (id, name, email, emailVerified, createdAt, updatedAt, role) VALUES ('e', 'Editor', 'editor@example.com', 1, 'now', 'now', 'admin')",
      );
      manifest.tables.auth_users += 1;
    } finally {
      copy.close();
    }
    const entry = manifest.files.find((file) => file.path === 'store.db')!;
    Object.assign(entry, await fileDigest(store));
    writeJson(backup, manifest);
    await expect(restoreBackup({ from: backup, ...target(), authSecret })).rejects.toThrow(
      /manifest\.json is not authenticated by IR_AUTH_SECRET: its MAC does not match/,
    );
    await expect(verifyBackup(backup, { authSecret, scratch: folder })).rejects.toBeInstanceOf(BackupRefused);
  });

  it('refuses a backup with an upload deleted and its entry taken out of the manifest (with BACKUP_KEY)', async () => {
    const uploadsDir = place('attacked-uploads');
    mkdirSync(uploadsDir, { recursive: true });
    writeFileSync(path.join(uploadsDir, `${'c'.repeat(64)}.pdf`), '%PDF-1.4\nc\n%%EOF\n');
    const { path: backup } = await takeBackup({
      dir: place('deleted-upload'),
      databaseFile,
      documentsDir,
      uploadsDir,
      key,
      authSecret,
    });
    const manifest = readJson(backup);
    const upload = manifest.files.find((file) => file.path.startsWith('uploads/'))!;
    rmSync(path.join(backup, upload.path));
    manifest.files = manifest.files.filter((file) => file !== upload);
    writeJson(backup, manifest);
    await expect(restoreBackup({ from: backup, ...target(), key, authSecret: null })).rejects.toThrow(
      /not authenticated by BACKUP_KEY: its MAC does not match/,
    );
    await expect(restoreBackup({ from: backup, ...target(), key, authSecret })).rejects.toThrow(
      /not authenticated by BACKUP_KEY or IR_AUTH_SECRET/,
    );
  });

  it('refuses a file in the folder that the manifest does not list, even with no key to authenticate it', async () => {
    const { path: backup } = await takeBackup({
      dir: place('extra-file'),
      databaseFile,
      documentsDir,
      authSecret: null,
    });
    writeFileSync(path.join(backup, 'documents', 'planted.pdf'), '%PDF-1.4\n%%EOF\n');
    await expect(restoreBackup({ from: backup, ...target(), authSecret: null })).rejects.toThrow(
      /documents\/planted\.pdf is in the backup but not in its manifest/,
    );
  });

  it('restores an authentic one, and one without a MAC only when the operator accepts it', async () => {
    const { path: backup } = await takeBackup({ dir: place('authentic'), databaseFile, documentsDir, key, authSecret });
    expect((await verifyBackup(backup, { key, authSecret, scratch: folder })).authentication).toEqual({
      by: 'BACKUP_KEY',
    });
    expect((await restoreBackup({ from: backup, ...target(), key, authSecret })).authentication).toEqual({
      by: 'BACKUP_KEY',
    });

    // As an older build wrote it: version 1, no audit head, no MAC.
    const { path: old } = await takeBackup({ dir: place('unsigned'), databaseFile, documentsDir, authSecret: null });
    writeJson(old, { ...readJson(old), version: 1, mac: undefined, auditHead: undefined } as unknown as Manifest);
    await expect(restoreBackup({ from: old, ...target(), authSecret })).rejects.toThrow(
      /not authenticated by IR_AUTH_SECRET: it carries no MAC.*--accept-unauthenticated/,
    );
    expect(
      (await restoreBackup({ from: old, ...target(), authSecret, acceptUnauthenticated: true })).authentication,
    ).toEqual({ by: null, why: 'accepted' });
    expect((await restoreBackup({ from: old, ...target(), authSecret: null })).authentication).toEqual({
      by: null,
      why: 'no-key',
    });
  });

  it("records the audit log's head, which verify-audit takes as a checkpoint from the newest authentic backup", async () => {
    await live.execute({
      sql: 'INSERT INTO audit_log (seq, at, actor, action, object, client, detail, scheme, prev_hash, hash) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        1,
        '2026-01-01T00:00:00.000Z',
        'cli',
        'add-user',
        'a@example.com',
        '',
        '',
        'hmac-sha256',
        '0'.repeat(64),
        'a'.repeat(64),
      ],
    });
    const dir = place('checkpoints');
    const { path: backup, manifest } = await takeBackup({ dir, databaseFile, documentsDir, authSecret });
    expect(manifest.auditHead).toEqual({ seq: 1, hash: 'a'.repeat(64) });
    expect(await latestBackupAuditHead({ dir, key: null, authSecret })).toEqual({
      backup,
      seq: 1,
      hash: 'a'.repeat(64),
    });
    expect(await latestBackupAuditHead({ dir: place('no-backups-here'), key: null, authSecret })).toBeNull();
    writeJson(backup, { ...manifest, auditHead: { seq: 1, hash: 'b'.repeat(64) } });
    await expect(latestBackupAuditHead({ dir, key: null, authSecret })).rejects.toThrow(
      /not authenticated by IR_AUTH_SECRET: its audit head is not a checkpoint/,
    );
    expect(sha256(path.join(backup, 'store.db'))).toBe(manifest.files.find((file) => file.path === 'store.db')!.sha256);
  });
});
