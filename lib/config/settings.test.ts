/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  forgetSettings,
  parseSetting,
  parseSettings,
  SettingError,
  settings,
  SETTINGS,
  type SettingName,
} from './settings.mjs';

const quiet = () => undefined;

describe('parseSettings', () => {
  it('has the documented defaults with nothing set', () => {
    expect(parseSettings({})).toMatchObject({
      PORT: 3000,
      HOST: undefined,
      TRUST_PROXY_HOPS: 0,
      SHUTDOWN_TIMEOUT_SECONDS: 20,
      REDIS_URL: null,
      NEXT_DIST_DIR: '.next',
      SITE_URL: null,
      IR_BACKEND_URL: null,
      IR_BACKEND_TIMEOUT_MS: 5000,
      IR_DB_PATH: 'data/ir.db',
      DATABASE_URL: null,
      MAIL_FROM: 'Investor Relations <no-reply@example.com>',
      JOB_SCHEDULER: 'on',
      BACKUP_TIME: 150,
      BACKUP_KEY: null,
      IR_AUTH_SECRET: null,
    });
  });

  it('reads every setting it is given', () => {
    expect(
      parseSettings({
        PORT: '3001',
        HOST: '[::1]',
        TRUST_PROXY_HOPS: '1',
        SHUTDOWN_TIMEOUT_SECONDS: '7',
        REDIS_URL: 'redis://127.0.0.1:6379',
        NEXT_DIST_DIR: '.next-x',
        SITE_URL: 'https://ir.example.com',
        IR_BACKEND_URL: ' http://backend.example/ ',
        JOB_SCHEDULER: 'OFF',
        DATABASE_URL: 'postgresql://ir:secret@db.example:5432/ir',
      }),
    ).toMatchObject({
      PORT: 3001,
      HOST: '::1',
      TRUST_PROXY_HOPS: 1,
      SHUTDOWN_TIMEOUT_SECONDS: 7,
      REDIS_URL: 'redis://127.0.0.1:6379',
      NEXT_DIST_DIR: '.next-x',
      SITE_URL: 'https://ir.example.com',
      IR_BACKEND_URL: 'http://backend.example',
      JOB_SCHEDULER: 'off',
      DATABASE_URL: 'postgresql://ir:secret@db.example:5432/ir',
    });
  });

  it.each([
    ['TRUST_PROXY_HOPS', 'one'],
    ['PORT', 'http'],
    ['PORT', '70000'],
    ['REDIS_URL', 'localhost:6379'],
    ['SITE_URL', 'ir.example.com'],
    ['IR_BACKEND_URL', 'ftp://backend.example'],
    ['SMTP_URL', 'mail.example.com'],
    ['JOB_SCHEDULER', 'false'],
    ['BACKUP_KEY', 'correct horse battery staple'],
    ['DATABASE_URL', 'mysql://ir@db.example/ir'],
    ['DATABASE_URL', 'data/ir.db'],
  ])('stops at a wrong %s (%j), naming it', (name, value) => {
    expect(() => parseSettings({ [name]: value }, quiet)).toThrow(SettingError);
    expect(() => parseSettings({ [name]: value }, quiet)).toThrow(name);
  });

  it('takes DATABASE_URL as postgres:// or postgresql://, and never repeats its password when it stops', () => {
    expect(parseSetting('DATABASE_URL', ' postgres://ir@127.0.0.1/ir ')).toBe('postgres://ir@127.0.0.1/ir');
    expect(parseSetting('DATABASE_URL', '')).toBeNull();
    expect(() => parseSetting('DATABASE_URL', 'postgre://ir:hunter2@db/ir')).toThrow(
      /postgres:\/\/… or postgresql:\/\/…/,
    );
    expect(() => parseSetting('DATABASE_URL', 'postgre://ir:hunter2@db/ir')).not.toThrow(/hunter2/);
  });

  it('reports a wrong tuning number, naming it, and uses its default', () => {
    const warn = jest.fn();
    expect(parseSettings({ FORM_RATE_LIMIT: 'many', IR_SESSION_MAX_HOURS: '0' }, warn)).toMatchObject({
      FORM_RATE_LIMIT: 5,
      IR_SESSION_MAX_HOURS: 12,
    });
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      expect.stringContaining('FORM_RATE_LIMIT must be a whole number from 1 to 10000, got "many"; using 5'),
      expect.stringContaining('IR_SESSION_MAX_HOURS'),
    ]);
  });

  it.each([
    [undefined, 3000],
    ['', 3000],
    [' 3001 ', 3001],
    ['0', 0],
    ['65535', 65535],
  ])('PORT %j → %s', (value, port) => {
    expect(parseSetting('PORT', value)).toBe(port);
  });

  it.each([
    [undefined, undefined],
    ['  ', undefined],
    ['127.0.0.1', '127.0.0.1'],
    ['[::1]', '::1'],
    ['localhost', 'localhost'],
  ])('HOST %j → %j', (value, host) => {
    expect(parseSetting('HOST', value)).toBe(host);
  });

  it('takes object storage with its endpoint, bucket and keys all set, and leaves it unset with none', () => {
    expect(parseSettings({})).toMatchObject({
      S3_ENDPOINT: null,
      S3_BUCKET: null,
      S3_REGION: 'us-east-1',
      S3_FORCE_PATH_STYLE: true,
    });
    const all = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'ir-uploads',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    };
    expect(parseSettings({ ...all, S3_REGION: 'ap-southeast-1', S3_FORCE_PATH_STYLE: 'off' })).toMatchObject({
      ...all,
      S3_REGION: 'ap-southeast-1',
      S3_FORCE_PATH_STYLE: false,
    });
  });

  it('stops when object storage is set in part, naming what is missing', () => {
    const part = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'ir-uploads' };
    expect(() => parseSettings(part, quiet)).toThrow(SettingError);
    expect(() => parseSettings(part, quiet)).toThrow(
      'object storage needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY all set (or none, for UPLOAD_DIR): S3_ENDPOINT, S3_BUCKET set, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY missing',
    );
    expect(() => parseSettings({ S3_SECRET_ACCESS_KEY: 'secret' }, quiet)).toThrow('S3_ENDPOINT');
    expect(() => parseSettings({ S3_ENDPOINT: 'ftp://s3.example.com' }, quiet)).toThrow('S3_ENDPOINT must start with');
    expect(() => parseSettings({ S3_FORCE_PATH_STYLE: 'yes' }, quiet)).toThrow('S3_FORCE_PATH_STYLE must be on or off');
  });

  it('reads a backup key in hex or base64', () => {
    const hex = 'ab'.repeat(32);
    expect(parseSetting('BACKUP_KEY', hex)?.toString('hex')).toBe(hex);
    expect(parseSetting('BACKUP_KEY', Buffer.from(hex, 'hex').toString('base64'))?.toString('hex')).toBe(hex);
  });
});

describe('settings()', () => {
  afterEach(() => {
    delete process.env.FORM_RATE_LIMIT;
    delete process.env.PORT;
    forgetSettings();
  });

  it('outside production, reads the environment again when a variable changed', () => {
    process.env.FORM_RATE_LIMIT = '7';
    const first = settings();
    expect(first.FORM_RATE_LIMIT).toBe(7);
    expect(settings()).toBe(first);
    process.env.FORM_RATE_LIMIT = '8';
    expect(settings().FORM_RATE_LIMIT).toBe(8);
  });

  it('throws for a value that stops the server', () => {
    process.env.PORT = 'eighty';
    expect(() => settings()).toThrow('PORT');
  });
});

describe('the documentation of the settings', () => {
  const root = path.resolve(__dirname, '../..');
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const documented = (Object.keys(SETTINGS) as SettingName[]).filter((name) => !SETTINGS[name].internal);

  /** The settings named in the first cell of the markdown table rows that start with a backticked NAME. */
  const tableNames = (markdown: string) =>
    new Set(
      markdown
        .split('\n')
        .filter((line) => /^\|\s*`[A-Z][A-Z0-9_]*`/.test(line))
        .flatMap((line) => [...line.split('|')[1].matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1])),
    );

  it('.env.example lists exactly the settings, each under its description', () => {
    const lines = read('.env.example').split('\n');
    const listed = lines.flatMap((line, index) => {
      const match = /^([A-Z][A-Z0-9_]*)=/.exec(line);
      return match ? [{ name: match[1], comment: lines[index - 1] }] : [];
    });
    expect(listed.map(({ name }) => name)).toEqual(documented);
    for (const { name, comment } of listed)
      expect(`${name}: ${comment}`).toBe(`${name}: # ${SETTINGS[name as SettingName].description}`);
  });

  // The README names a setting in its settings table; docs/operations.md keeps the longer table.
  it('the README names every setting, and only settings, in its table', () => {
    const inReadme = tableNames(read('README.md'));
    expect(documented.filter((name) => !inReadme.has(name))).toEqual([]);
    expect([...inReadme].filter((name) => !(name in SETTINGS))).toEqual([]);
  });

  it('every setting is in a settings table of README.md or docs/operations.md', () => {
    const inTables = new Set([...tableNames(read('README.md')), ...tableNames(read('docs/operations.md'))]);
    expect(documented.filter((name) => !inTables.has(name))).toEqual([]);
  });
});
