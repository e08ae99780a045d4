/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { purgeSharedCache } from '@/lib/shared-cache';
import { NGINX_BINARY, siteConfig, startNginx, until } from '@/lib/testing/nginx-test-server';
import { freeLoopbackPort } from '@/lib/testing/redis-test-server';

/** The nginx example of deploy/: https in front, plain http only redirecting to it. */
const shipped = readFileSync(path.join(process.cwd(), 'deploy', 'nginx-ir-website.conf'), 'utf8');
const servers = shipped.split(/^server \{$/m).slice(1);

describe('deploy/nginx-ir-website.conf', () => {
  it('listens on 443 with TLS, the certificate paths to fill in', () => {
    const tls = servers.find((server) => server.includes('listen 443 ssl;'));
    expect(tls).toBeDefined();
    expect(tls).toMatch(/^\s+ssl_certificate \/\S+;$/m);
    expect(tls).toMatch(/^\s+ssl_certificate_key \/\S+;$/m);
    expect(tls).toContain('proxy_pass http://ir_website;');
    expect(tls).not.toMatch(/^\s*listen 80/m);
  });

  it('answers plain http on 80 only with a redirect to https', () => {
    const plain = servers.find((server) => /^\s+listen 80;$/m.test(server));
    expect(plain).toBeDefined();
    expect(plain).toMatch(/^\s+return 301 https:\/\/\$host\$request_uri;$/m);
    expect(plain).not.toContain('proxy_pass');
  });

  it('reaches the instances on loopback only', () => {
    expect([...shipped.matchAll(/^\s+server (\S+) /gm)].map((match) => match[1])).toEqual([
      '127.0.0.1:3001',
      '127.0.0.1:3002',
    ]);
  });

  it('becomes the tests’ plain-http loopback config with the upstream and the location as shipped', () => {
    const site = siteConfig(process.cwd(), 3630, [3631, 3632]);
    expect(site).not.toMatch(/^\s*(ssl_|listen 80|listen 443|return 301)/m);
    expect([...site.matchAll(/^\s+listen (\S+);$/gm)].map((match) => match[1])).toEqual([
      '127.0.0.1:8080',
      '127.0.0.1:3630',
    ]);
    expect(site).toContain('server 127.0.0.1:3631 max_fails=1 fail_timeout=5s;');
    expect(site).toContain('server 127.0.0.1:3632 max_fails=1 fail_timeout=5s;');
    const location = (text: string) => text.slice(text.indexOf('    location /api/ {'));
    expect(location(site)).toBe(location(shipped));
  });
});

// nginx itself reads the shipped file, TLS included, with a throwaway certificate in place of the placeholders.
const withNginx = existsSync(NGINX_BINARY) && spawnSync('openssl', ['version']).status === 0 ? it : it.skip;

withNginx('nginx -t accepts the shipped file as it is, with a certificate where the placeholders point', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'ir-nginx-conf-'));
  try {
    const [certificate, key] = [path.join(folder, 'cert.pem'), path.join(folder, 'key.pem')];
    const made = spawnSync('openssl', [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=ir.example.com',
      '-keyout',
      key,
      '-out',
      certificate,
    ]);
    expect(made.status).toBe(0);
    const site = shipped
      .replace(/ssl_certificate \S+;/, `ssl_certificate ${certificate};`)
      .replace(/ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`)
      .replace('proxy_cache_path /var/cache/nginx/ir-website ', `proxy_cache_path ${folder}/cache `);
    mkdirSync(path.join(folder, 'logs'));
    const config = path.join(folder, 'nginx.conf');
    // Debian's nginx.conf loads the purge module from modules-enabled once the package is installed.
    writeFileSync(
      config,
      `load_module /usr/lib/nginx/modules/ngx_http_cache_purge_module.so;\npid ${folder}/nginx.pid;\nerror_log ${folder}/error.log;\nevents {}\nhttp {\n${site}\n}\n`,
    );
    const check = spawnSync(NGINX_BINARY, ['-t', '-q', '-c', config, '-p', folder], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});

/** A transcript's WebVTT file sent with the quarterly results form (lib/newsroom TRANSCRIPT_FILE_MAX_BYTES). */
const TRANSCRIPT_FILE_MB = 1;

describe('body sizes in deploy/nginx-ir-website.conf', () => {
  const tls = servers.find((server) => server.includes('listen 443 ssl;'))!;
  const workspace = tls.slice(tls.indexOf('    location /api/workspace/ {'), tls.indexOf('    location / {'));
  /** The location block that opens with `header`, and the body size it takes in MB. */
  const location = (header: string) => {
    const start = tls.indexOf(`    location ${header} {`);
    expect(start).toBeGreaterThan(0);
    const block = tls.slice(start, tls.indexOf('    }', start));
    return { block, size: Number(/^\s+client_max_body_size (\d+)m;$/m.exec(block)?.[1]) };
  };
  /** An upload's block streams the body to the site as it comes, with the client's address. */
  const expectStreamed = (block: string) => {
    expect(block).toContain('proxy_pass http://ir_website;');
    expect(block).toContain('proxy_request_buffering off;');
    expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
  };

  it('keeps 1 MB everywhere but the workspace, which takes two PDFs of UPLOAD_MAX_MB and its fields', () => {
    expect(tls.slice(0, tls.indexOf('    location '))).toMatch(/^ {4}client_max_body_size 1m;$/m);
    const size = Number(/^\s+client_max_body_size (\d+)m;$/m.exec(workspace)?.[1]);
    // docs/uploads.md, Bounds: files × cap + fields × (16 KB + 100 B) + 64 KB, under 2 × 25 MB + 1 MB.
    const defaultUploadMb = 25;
    expect(size).toBeGreaterThanOrEqual(2 * defaultUploadMb + 1);
    // The quarterly results form posted without JavaScript: two transcripts of 512 KB, a WebVTT file each, 64 KB around them.
    expect(size * 1024 * 1024).toBeGreaterThanOrEqual(
      2 * 512 * 1024 + 2 * TRANSCRIPT_FILE_MB * 1024 * 1024 + 64 * 1024,
    );
    expectStreamed(workspace);
  });

  it('takes a webcast video of VIDEO_MAX_MB at its upload route alone', () => {
    const { block, size } = location('= /api/workspace/uploads/video');
    const defaultVideoMb = 500;
    expect(size).toBeGreaterThanOrEqual(defaultVideoMb + 1);
    expectStreamed(block);
  });

  it('takes the same video with the quarterly results form posted without JavaScript, at its two routes alone', () => {
    const { block: video, size } = location('~ ^/api/workspace/items/([A-Za-z0-9_-]+/)?video$');
    // The video and the form's text: two transcripts of 512 KB and a WebVTT file of 1 MB each (lib/newsroom/results-form-routes.ts handleVideoForm).
    const defaultVideoMb = 500;
    expect(size).toBeGreaterThanOrEqual(defaultVideoMb + 1 + 2 * TRANSCRIPT_FILE_MB + 1);
    expectStreamed(video);
    const pattern = new RegExp(/location ~ (\S+) \{/.exec(video)![1]);
    for (const route of [
      '/api/workspace/items/video',
      '/api/workspace/items/0b1e9a4c-5f7d-4a3e-9c2b-1d2e3f4a5b6c/video',
    ])
      expect(pattern.test(route)).toBe(true);
    for (const route of [
      '/api/workspace/items/x/form',
      '/api/workspace/items/x/y/video',
      '/api/workspace/items/videos',
      '/api/workspace/items/x/video/',
    ])
      expect(pattern.test(route)).toBe(false);
  });

  (existsSync(NGINX_BINARY) ? it : it.skip)(
    'lets a 30 MB body through to the workspace only, 60 MB to the video routes only; elsewhere nginx answers 413',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'ir-nginx-body-'));
      // Both upstreams: answers the health check, and the byte count of any other body.
      const upstream = createServer((request, response) => {
        let bytes = 0;
        request.on('data', (chunk: Buffer) => (bytes += chunk.length));
        request.on('end', () => response.end(String(bytes)));
      });
      upstream.listen(0, '127.0.0.1');
      await once(upstream, 'listening');
      const port = (upstream.address() as AddressInfo).port;
      const nginx = await startNginx(folder, await freeLoopbackPort(), [port, port]);
      try {
        const body = new Uint8Array(30 * 1024 * 1024);
        const post = (where: string) =>
          fetch(`${nginx.base}${where}`, {
            method: 'POST',
            body,
            headers: { 'content-type': 'application/octet-stream' },
          });
        const upload = await post('/api/workspace/items/x/documents');
        expect(upload.status).toBe(200);
        expect(await upload.text()).toBe(String(body.length));
        expect((await post('/api/send_email/contact-investor')).status).toBe(413);
        // Over the workspace's 51 MB: only the video routes take it, the form without JavaScript's among them.
        const large = new Uint8Array(60 * 1024 * 1024);
        const postLarge = (where: string) =>
          fetch(`${nginx.base}${where}`, {
            method: 'POST',
            body: large,
            headers: { 'content-type': 'application/octet-stream' },
          });
        for (const route of [
          '/api/workspace/uploads/video?lang=en',
          '/api/workspace/items/video?kind=quarterlyResults&_csrf=x',
          '/api/workspace/items/0b1e9a4c-5f7d-4a3e-9c2b-1d2e3f4a5b6c/video?next=%2Fadmin',
        ]) {
          const reply = await postLarge(route);
          expect(reply.status).toBe(200);
          expect(await reply.text()).toBe(String(large.length));
        }
        expect((await postLarge('/api/workspace/items/0b1e9a4c-5f7d-4a3e-9c2b-1d2e3f4a5b6c/form')).status).toBe(413);
      } finally {
        await nginx.stop();
        upstream.close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    60_000,
  );
});

describe('the shared cache of deploy/nginx-ir-website.conf (docs/operations.md, A shared cache in front)', () => {
  const tls = servers.find((server) => server.includes('listen 443 ssl;'))!;
  const purges = servers.find((server) => server.includes('proxy_cache_purge'))!;
  /** The location block that opens with `header`. */
  const block = (header: string) => {
    const start = tls.indexOf(`    location ${header} {`);
    expect(start).toBeGreaterThan(0);
    return tls.slice(start, tls.indexOf('\n    }', start));
  };

  it('takes purges on loopback only, keyed as the pages are cached', () => {
    expect(purges).toMatch(/^\s+listen 127\.0\.0\.1:8080;$/m);
    expect(purges).toMatch(/^\s+allow 127\.0\.0\.1;\n\s+deny all;$/m);
    expect(purges).toContain('proxy_cache_purge ir_website_cache $request_uri;');
    expect(block('/')).toContain('proxy_cache_key $request_uri;');
  });

  it('caches in the public location alone, asking the instances for one plain copy', () => {
    expect([...tls.matchAll(/^\s+proxy_cache ir_website_cache;$/gm)]).toHaveLength(1);
    const pages = block('/');
    expect(pages).toContain('proxy_cache ir_website_cache;');
    expect(pages).toContain('proxy_set_header Accept-Encoding "";');
    for (const directive of [
      'proxy_cache_lock on;',
      'proxy_cache_background_update on;',
      'proxy_cache_revalidate on;',
      'add_header X-Cache-Status $upstream_cache_status always;',
    ])
      expect(pages).toContain(directive);
    expect(pages).toMatch(/proxy_cache_use_stale updating error /);
    // nginx's own rules against caching what is private or sets a cookie stay on.
    expect(pages).not.toMatch(/proxy_ignore_headers[^;]*(Cache-Control|Set-Cookie|Expires)/);
    expect(block('/api/')).not.toContain('proxy_cache');
    expect(block('~ ^/((en/)?(admin|preview)(/|$)|(en/)?downloads/|videos/)')).not.toContain('proxy_cache');
  });

  (existsSync(NGINX_BINARY) ? it : it.skip)(
    'holds a public page as its s-maxage says, one request reaching the instance, until the site purges it; never a private one, a token’s, a signed-in reader’s, the API or the workspace',
    async () => {
      const folder = mkdtempSync(path.join(tmpdir(), 'ir-nginx-cache-'));
      const reached: { path: string; encoding: string | undefined; match: string | undefined }[] = [];
      let version = 1;
      // A Content-Security-Policy as long as a page with 120 inline scripts would send (a hash is 53 characters): over nginx's default 4 or 8 KB for the headers.
      const policy = `script-src 'self' ${Array.from({ length: 120 }, (_, i) => `'sha256-${String(i).padStart(44, 'A')}'`).join(' ')} 'strict-dynamic'`;
      const upstream = createServer((request, response) => {
        if (request.url === '/api/health') return response.end('{}');
        const url = request.url ?? '';
        reached.push({
          path: url,
          encoding: request.headers['accept-encoding'],
          match: request.headers['if-none-match'],
        });
        const etag = `W/"page-${version}"`;
        const open = url.startsWith('/en/private')
          ? 'private, no-cache'
          : url.startsWith('/en/short')
            ? 'public, max-age=0, s-maxage=1, stale-while-revalidate=15'
            : 'public, max-age=0, s-maxage=45, stale-while-revalidate=15';
        response.setHeader('cache-control', open);
        response.setHeader('content-type', 'text/html; charset=utf-8');
        // A page's policy (the API's replies have none such).
        if (!url.startsWith('/api/')) response.setHeader('content-security-policy', policy);
        response.setHeader('vary', 'Accept-Encoding');
        response.setHeader('etag', etag);
        if (url.startsWith('/en/cookie')) response.setHeader('set-cookie', 'a=b; Path=/');
        if (request.headers['if-none-match'] === etag) {
          response.statusCode = 304;
          return response.end();
        }
        response.end(`<html><!-- version ${version} -->${' '.repeat(2000)}</html>`);
      });
      upstream.listen(0, '127.0.0.1');
      await once(upstream, 'listening');
      const port = (upstream.address() as AddressInfo).port;
      const nginx = await startNginx(folder, await freeLoopbackPort(), [port, port]);
      const read = async (where: string, headers: Record<string, string> = {}) => {
        const reply = await fetch(`${nginx.base}${where}`, { headers: { 'accept-encoding': 'gzip', ...headers } });
        return { status: reply.status, cache: reply.headers.get('x-cache-status'), text: await reply.text(), reply };
      };
      const times = (where: string) => reached.filter((request) => request.path === where).length;
      try {
        const first = await read('/en/about');
        expect(first.status).toBe(200);
        expect(first.cache).toBe('MISS');
        const second = await read('/en/about');
        expect(second.cache).toBe('HIT');
        expect(second.text).toContain('version 1');
        // The policy came through whole (no 502 for a header over nginx's default buffer).
        expect(second.reply.headers.get('content-security-policy')).toBe(policy);
        // nginx compresses the one copy it holds for the reader, and asked the instance for it plain.
        expect(second.reply.headers.get('content-encoding')).toBe('gzip');
        // A reader without gzip gets the same copy, plain.
        const plain = await read('/en/about', { 'accept-encoding': 'identity' });
        expect(plain.cache).toBe('HIT');
        expect(plain.reply.headers.get('content-encoding')).toBeNull();
        expect(reached).toEqual([{ path: '/en/about', encoding: undefined, match: undefined }]);

        version = 2;
        const purged = await purgeSharedCache(
          { paths: ['/en/about', '/about'], keys: [] },
          { kind: 'nginx', target: nginx.purge },
        );
        // The English page was held (200), the Thai one not (404): both count as done.
        expect(purged).toEqual({ kind: 'nginx', sent: 2, failures: [] });
        const after = await read('/en/about');
        expect(after.cache).toBe('MISS');
        expect(after.text).toContain('version 2');
        expect(times('/en/about')).toBe(2);

        // Never held: private, setting a cookie, a token in any case or encoding, a signed-in reader,
        // Next's router requests, the API, the workspace and the previews.
        const never: [string, Record<string, string>?][] = [
          ['/en/private'],
          ['/en/cookie'],
          ['/en/receiveemails/preferences?token=abc'],
          ['/receiveemails/preferences?lang=en&TOKEN=abc'],
          ['/receiveemails/preferences?%74oken=abc'],
          ['/en/about?x=1', { cookie: 'theme=dark; __Host-ir-workspace.session_token=s' }],
          ['/en/about?x=2', { rsc: '1' }],
          ['/api/stock'],
          ['/admin'],
          ['/en/admin/items'],
          ['/preview/abc'],
        ];
        for (const [where, headers] of never) {
          for (let i = 0; i < 2; i += 1) expect((await read(where, headers)).cache ?? 'none').not.toBe('HIT');
          expect({ where, times: times(where) }).toEqual({ where, times: 2 });
        }

        // A stale copy is served at once and fetched again in the background, with the ETag: 304.
        await read('/en/short');
        await read('/en/short');
        expect(times('/en/short')).toBe(1);
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect((await read('/en/short')).cache).toBe('STALE');
        await until(async () => times('/en/short') === 2, 5_000, 'the background update');
        expect(reached.filter((request) => request.path === '/en/short')[1].match).toBe('W/"page-2"');
        const revalidated = await read('/en/short');
        expect(revalidated.cache).toMatch(/^(HIT|REVALIDATED)$/);
        expect(revalidated.text).toContain('version 2');

        // PURGE sent to the public server is passed on to an instance like any request: the copy stays.
        await fetch(`${nginx.base}/en/about`, { method: 'PURGE' });
        expect((await read('/en/about')).cache).toBe('HIT');
      } finally {
        await nginx.stop();
        upstream.close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    30_000,
  );
});
